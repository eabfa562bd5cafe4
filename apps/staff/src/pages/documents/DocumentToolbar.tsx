import '@mantine/core/styles/Badge.css';
import type { CoreFormsDocument } from '@clinic/api-contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { documentStatusColor } from './documentStatusColor';
import { documentsTexts as texts } from './documentsTexts';
import { ScoreDetails } from './ScoreDetails';

export interface ToolbarActions {
  save: () => void;
  complete: () => void;
  askUnlock: () => void;
  askScore: () => void;
  copy: () => void;
  paste: () => void;
  print: () => void;
  /** Set when the form has Spanish texts: prints them (for a Spanish-speaking patient). */
  printInSpanish?: () => void;
  downloadPdf: () => void;
  toggleShare: () => void;
  sendLink: () => void;
}

/** The document's actions: filling ones while a draft, unlock and PDF once completed. */
export function DocumentToolbar({
  document,
  dirty,
  busy,
  actions,
}: {
  document: CoreFormsDocument;
  dirty: boolean;
  busy: string | null;
  actions: ToolbarActions;
}) {
  const draft = document.status !== 'Completed';
  return (
    <Group className="staff-document-toolbar" gap="xs" wrap="wrap" role="toolbar" aria-label={texts.title}>
      {/* The spec's 110 px status badge: at the large size "COMPLETED" no longer fits in it. */}
      <Badge color={documentStatusColor(document.status)} w={110}>
        {document.status}
      </Badge>
      {document.score !== null && (
        <Text size="sm" fw={600}>
          {texts.score(document.score)}
        </Text>
      )}
      <ScoreDetails document={document} />
      {(document.score !== null || !draft) && (
        <Button onClick={actions.askScore} loading={busy === 'score'} variant="default">
          {texts.setScore}
        </Button>
      )}
      {dirty && (
        <Badge color="gray" variant="light">
          {texts.unsavedChanges}
        </Badge>
      )}
      {draft ? (
        <>
          <Button onClick={actions.save} loading={busy === 'save'} variant="default">
            {texts.save}
          </Button>
          <Button onClick={actions.complete} loading={busy === 'complete'}>
            {texts.complete}
          </Button>
          <Button variant="default" onClick={actions.paste}>
            {texts.paste}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={actions.askUnlock} loading={busy === 'unlock'} variant="default">
            {texts.unlock}
          </Button>
          <Button onClick={actions.downloadPdf} loading={busy === 'pdf'} variant="default">
            {texts.downloadPdf}
          </Button>
        </>
      )}
      <Button variant="default" onClick={actions.copy}>
        {texts.copy}
      </Button>
      <Button variant="default" onClick={actions.print}>
        {texts.print}
      </Button>
      {actions.printInSpanish && (
        <Button variant="default" onClick={actions.printInSpanish}>
          {texts.printInSpanish}
        </Button>
      )}
      <Button variant="default" onClick={actions.toggleShare} loading={busy === 'share'}>
        {document.sharedWithPortal ? texts.unshare : texts.share}
      </Button>
      <Button variant="default" onClick={actions.sendLink}>
        {texts.sendLink}
      </Button>
    </Group>
  );
}
