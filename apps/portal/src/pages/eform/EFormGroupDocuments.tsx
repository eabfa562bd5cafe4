import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import type { CoreReferenceEForm } from '@clinic/api-contract';
import { Alert, Button, Card, Grid, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { EFormGroupPane } from './EFormGroupPane';
import { eFormRefusal } from './eFormMessage';
import { type GroupStop, useGroupSubmit } from './useGroupSubmit';

interface EFormGroupDocumentsProps {
  ticket: string;
  eForm: CoreReferenceEForm;
  onDone(): void;
  onRefused(error: unknown): void;
  onReload(): void;
}

/**
 * A link sent for a document group: the patient moves between its documents as they like
 * (drafts save by themselves), then "Submit all" completes them together, or none of them.
 * What needs fixing brings the patient to the first document holding it.
 */
export function EFormGroupDocuments({
  ticket,
  eForm,
  onDone,
  onRefused,
  onReload,
}: EFormGroupDocumentsProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const documents = eForm.documents;
  const [current, setCurrent] = useState(documents[0]?.id ?? '');
  const [stop, setStop] = useState<GroupStop | null>(null);
  const [confirming, setConfirming] = useState(false);
  const group = useGroupSubmit(ticket, documents, (next) => {
    setCurrent(next.documentId);
    setStop(next);
  });
  const index = documents.findIndex((document) => document.id === current);
  const goTo = (offset: number) => setCurrent(documents[index + offset]?.id ?? current);
  const stopName = documents.find((document) => document.id === stop?.documentId)?.formName;

  const askToSubmit = () => {
    if (!group.check()) return;
    setStop(null);
    setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    try {
      if (await group.submit()) onDone();
    } catch (error) {
      if (eFormRefusal(error)) onRefused(error);
      else alerts.error(error);
    }
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Card withBorder padding="xs" component="nav" aria-label={t('eform.groupDocuments')}>
          <Text size="sm" c="dimmed" px="xs" pb="xs">
            {t('eform.groupIntro')}
          </Text>
          {documents.map((document) => (
            <NavLink
              key={document.id}
              component="button"
              type="button"
              label={document.formName}
              description={stop?.withErrors.has(document.id) ? t('eform.needsAttention') : undefined}
              c={stop?.withErrors.has(document.id) ? 'red.9' : undefined}
              active={document.id === current}
              aria-current={document.id === current ? 'step' : undefined}
              onClick={() => setCurrent(document.id)}
            />
          ))}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack>
          <Text c="dimmed" aria-live="polite">
            {t('eform.progress', { current: index + 1, total: documents.length })}
          </Text>
          {stop && stopName && (
            <Alert color="red" role="alert">
              {t('eform.fixErrorsIn', { name: stopName })}
            </Alert>
          )}
          {documents.map((document) => (
            <EFormGroupPane
              key={document.id}
              ticket={ticket}
              document={document}
              collections={eForm.collections}
              shown={document.id === current}
              onRefused={onRefused}
              onReload={onReload}
              onSession={group.onSession}
            />
          ))}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" disabled={index <= 0} onClick={() => goTo(-1)} mr="auto">
              {t('eform.previousDocument')}
            </Button>
            {index < documents.length - 1 && (
              <Button variant="default" onClick={() => goTo(1)}>
                {t('eform.nextDocument')}
              </Button>
            )}
            <Button onClick={askToSubmit} loading={group.busy}>
              {t('eform.submitAll')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('eform.submitAll')} centered>
        <Text>{t('eform.submitAllConfirm', { count: documents.length })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('layout.cancel')}
          </Button>
          <Button onClick={() => void send()}>{t('eform.submitAll')}</Button>
        </Group>
      </Modal>
    </Grid>
  );
}
