import type { CoreReferenceDocumentCollections, CoreReferenceEFormDocument } from '@clinic/api-contract';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormContent } from '../../documents/useFormContent';
import { EFormGroupMember, type GroupMemberSession } from './EFormGroupMember';
import { EFormHeader } from './EFormHeader';
import { useEFormDocumentHeader } from './eFormCalls';

interface EFormGroupPaneProps {
  ticket: string;
  document: CoreReferenceEFormDocument;
  collections: CoreReferenceDocumentCollections;
  /** Only the document the patient is on shows; the others stay filled in, out of sight. */
  shown: boolean;
  onRefused(error: unknown): void;
  onReload(): void;
  onSession(documentId: string, session: GroupMemberSession | null): void;
}

/** One document of a group link with its Form Header, kept mounted while the patient moves between them. */
export function EFormGroupPane({ ticket, document, collections, shown, ...rest }: EFormGroupPaneProps) {
  const { t } = useTranslation();
  const content = useFormContent(document.content);
  const patient = useEFormDocumentHeader(ticket, document.id).data?.patient;
  return (
    // Out of sight by style: the `hidden` attribute loses to the Stack's own display.
    <Stack display={shown ? undefined : 'none'} aria-label={document.formName} component="section">
      <EFormHeader ticket={ticket} documentId={document.id} />
      {content ? (
        <EFormGroupMember
          // A reload after a conflict brings a newer version: the form opens afresh on it.
          key={`${document.id}:${document.rowVersion}`}
          ticket={ticket}
          document={document}
          content={content}
          collections={collections}
          patient={patient}
          {...rest}
        />
      ) : (
        <Alert color="red" role="alert">
          {t('eform.unexpectedError')}
        </Alert>
      )}
    </Stack>
  );
}
