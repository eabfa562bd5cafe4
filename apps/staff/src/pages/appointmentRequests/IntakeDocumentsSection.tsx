import '@mantine/core/styles/Paper.css';
import type { AppointmentRequestDetail } from '@clinic/api-contract';
import { lazyComponent } from '@clinic/forms-react/chunkLoading';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkFailedMessage } from '../../app/ChunkFailedMessage';
import { PageLoader } from '../../app/PageLoader';

// The form library loads only when staff open a filled form (under the chunk time-out).
const IntakeDocumentResults = lazyComponent(
  () => import('./IntakeDocumentResults').then((m) => m.IntakeDocumentResults),
  () => <PageLoader />,
  { failed: (_props, failure, retry) => <ChunkFailedMessage failure={failure} onRetry={retry} /> },
);

/** The intake forms sent with the request: name and score, each opening to what was filled in. */
export function IntakeDocumentsSection({
  documents,
}: {
  documents: AppointmentRequestDetail['intakeDocuments'];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (documents.length === 0) return null;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section>
      <Title order={3} size="h5" mb={4}>
        {t('appointmentRequests.intakeDocuments')}
      </Title>
      <Stack gap="xs">
        {documents.map((document) => {
          const shown = open.has(document.id);
          const panelId = `intake-results-${document.id}`;
          return (
            <Paper key={document.id} withBorder p="xs">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Text fw={500}>{document.formName}</Text>
                  {document.score && (
                    <Text size="sm" c="dimmed">
                      {t('appointmentRequests.score')}: {document.score}
                    </Text>
                  )}
                </div>
                <Button
                  size="xs"
                  variant="light"
                  aria-expanded={shown}
                  aria-controls={panelId}
                  aria-label={t(
                    shown ? 'appointmentRequests.hideAnswersOf' : 'appointmentRequests.showAnswersOf',
                    {
                      form: document.formName,
                    },
                  )}
                  onClick={() => toggle(document.id)}
                >
                  {t(shown ? 'appointmentRequests.hideAnswers' : 'appointmentRequests.showAnswers')}
                </Button>
              </Group>
              {shown && (
                <div id={panelId}>
                  <IntakeDocumentResults documentId={document.id} />
                </div>
              )}
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
