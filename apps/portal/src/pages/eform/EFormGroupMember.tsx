import { type DocumentSession, SaveStatusText } from '@clinic/forms-react';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EFormDocumentView } from './EFormDocumentView';
import { type EFormDocumentSessionOptions, useEFormDocumentSession } from './useEFormDocumentSession';

/** The group page's way to a member's current session (each render makes a new one). */
export type GroupMemberSession = () => DocumentSession;

export interface EFormGroupMemberProps extends EFormDocumentSessionOptions {
  patient: { firstName: string; lastName: string } | undefined;
  onReload(): void;
  /** Hands the document's session to the group page (null when it goes), for "Submit all". */
  onSession(documentId: string, session: GroupMemberSession | null): void;
}

/**
 * One document of a group link: filled and autosaved like any e-form document, but completed
 * only with the others ("Submit all" on the group page), so it has no buttons of its own.
 */
export function EFormGroupMember(props: EFormGroupMemberProps) {
  const { t } = useTranslation();
  const filling = useEFormDocumentSession(props);
  const { session } = filling;
  const { onSession, document } = props;
  const latest = useRef<DocumentSession>(session);
  latest.current = session;
  useEffect(() => {
    onSession(document.id, () => latest.current);
    return () => onSession(document.id, null);
  }, [onSession, document.id]);
  return (
    <Stack>
      <EFormDocumentView filling={filling} patient={props.patient} onReload={props.onReload}>
        <Text size="sm" c="dimmed" component="div">
          {session.dirty && <span aria-live="polite">{t('document.unsaved')} </span>}
          <SaveStatusText status={session.saveStatus} dirty={session.dirty} />
        </Text>
      </EFormDocumentView>
    </Stack>
  );
}
