import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Card, Grid, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../alerts/AlertsProvider';
import { isPending, useDocumentGroup } from '../../api/documents';
import { PageLoader } from '../../app/PageLoader';
import { DocumentStatus } from '../../documents/DocumentStatus';
import { SharedDocument } from '../../documents/SharedDocument';
import { PrintPdfActions } from './files/PrintPdfActions';
import { groupProgress } from './groupProgress';

/**
 * /document_group/{sharedDocumentId}: a set of documents shared together, filled one after
 * another; completing one opens the next pending one, the last one returns to the documents.
 * The whole set prints at any time (drafts as saved so far) and downloads as one PDF once every
 * document in it is completed.
 */
export default function DocumentGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().sharedDocumentId ?? '';
  const group = useDocumentGroup(id);
  const [selected, setSelected] = useState<string | null>(null);
  if (group.isPending) return <PageLoader />;
  if (group.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(group.error)}
      </Alert>
    );
  }
  const documents = group.data.documents;
  const current = selected ?? documents.find(isPending)?.id ?? documents[0]?.id ?? null;
  const progress = groupProgress(documents);
  const openNext = () => {
    const next = documents.find((d) => isPending(d) && d.id !== current);
    if (next) setSelected(next.id);
    else void navigate('/documents');
  };
  return (
    <Stack>
      <Anchor component={Link} to="/documents" size="sm">
        ← {t('document.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Title order={1}>{group.data.name}</Title>
        <PrintPdfActions
          target={{ kind: 'group', id: group.data.id }}
          name={group.data.name}
          completed={progress.completed}
          pdfPendingNote={t('documentFiles.groupPdfPending')}
        />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="xs" component="nav" aria-label={t('document.groupDocuments')}>
            <Text size="sm" c="dimmed" px="xs" pb="xs">
              {t('document.groupProgress', { done: progress.done, total: progress.total })}
            </Text>
            {documents.map((document) => (
              <NavLink
                key={document.id}
                component="button"
                type="button"
                label={document.name}
                active={document.id === current}
                aria-current={document.id === current ? 'step' : undefined}
                onClick={() => setSelected(document.id)}
                rightSection={<DocumentStatus status={document.status} />}
              />
            ))}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {current && <SharedDocument key={current} documentId={current} onCompleted={openNext} />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
