import { Alert, Container, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../app/LanguageSelect';
import { PageLoader } from '../../app/PageLoader';
import { useFormContent } from '../../documents/useFormContent';
import { EFormDocumentForm } from './EFormDocumentForm';
import { EFormGroupDocuments } from './EFormGroupDocuments';
import { EFormHeader } from './EFormHeader';
import { useEForm, useEFormDocumentHeader } from './eFormCalls';
import { eFormMessage, eFormRefusal } from './eFormMessage';

interface EFormDocumentsProps {
  ticket: string;
  onDone(): void;
  onRefused(error: unknown): void;
}

/**
 * The link's documents: a group link's together (EFormGroupDocuments), any other's one after
 * the other (oldest first); done once the last is completed.
 */
export function EFormDocuments({ ticket, onDone, onRefused }: EFormDocumentsProps) {
  const { t } = useTranslation();
  const eForm = useEForm(ticket);
  const [completedIds, setCompletedIds] = useState<readonly string[]>([]);
  const documents = eForm.data?.documents ?? [];
  const current = documents.find((document) => !completedIds.includes(document.id));
  const content = useFormContent(current?.content);
  const patient = useEFormDocumentHeader(ticket, current?.id ?? '').data?.patient;
  const refused = eForm.isError && eFormRefusal(eForm.error) !== undefined;
  const finished = eForm.isSuccess && current === undefined;

  // The ticket ended or the link went while the page was open: the page above decides what next.
  useEffect(() => {
    if (refused) onRefused(eForm.error);
  }, [refused, eForm.error, onRefused]);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);

  if (eForm.isPending || refused || finished) return <PageLoader fullScreen />;
  if (eForm.isError || !current || !content)
    return (
      <Container size="sm" py="xl" component="main">
        <Alert color="red" role="alert">
          {eForm.isError ? eFormMessage(eForm.error, t) : t('eform.unexpectedError')}
        </Alert>
      </Container>
    );
  const position = documents.indexOf(current) + 1;
  if (eForm.data.documentGroupId)
    return (
      <Container size="lg" py="md" component="main" id="main">
        <Stack>
          <Group justify="flex-end">
            <LanguageSelect />
          </Group>
          <EFormGroupDocuments
            ticket={ticket}
            eForm={eForm.data}
            onDone={onDone}
            onRefused={onRefused}
            onReload={() => void eForm.refetch()}
          />
        </Stack>
      </Container>
    );
  return (
    <Container size="md" py="md" component="main" id="main">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Text c="dimmed" aria-live="polite">
            {t('eform.progress', { current: position, total: documents.length })}
          </Text>
          <LanguageSelect />
        </Group>
        <EFormHeader ticket={ticket} documentId={current.id} />
        <EFormDocumentForm
          // A reload after a conflict brings a newer version: the form opens afresh on it.
          key={`${current.id}:${current.rowVersion}`}
          ticket={ticket}
          document={current}
          content={content}
          collections={eForm.data.collections}
          patient={patient}
          onCompleted={() => setCompletedIds((ids) => [...ids, current.id])}
          onRefused={onRefused}
          onReload={() => void eForm.refetch()}
        />
      </Stack>
    </Container>
  );
}
