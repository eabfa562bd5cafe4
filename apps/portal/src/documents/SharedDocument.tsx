import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../alerts/AlertsProvider';
import { useDocument } from '../api/documents';
import { PageLoader } from '../app/PageLoader';
import { formatDate } from '../format/formatters';
import { DocumentForm } from './DocumentForm';
import { DocumentStatus } from './DocumentStatus';
import { useFormContent } from './useFormContent';

/** A shared document with its title, status and the e-form; used alone and inside a group. */
export function SharedDocument({ documentId, onCompleted }: { documentId: string; onCompleted(): void }) {
  const { t } = useTranslation();
  const query = useDocument(documentId);
  const content = useFormContent(query.data?.content);
  // Bumped by a reload: the form opens afresh from the document as it is now stored.
  const [opening, setOpening] = useState(0);
  const reload = () => void query.refetch().then(() => setOpening((n) => n + 1));
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data || !content) {
    return (
      <Alert color="red" role="alert">
        {query.isError ? errorMessageOf(query.error) : t('document.notFound')}
      </Alert>
    );
  }
  const shared = query.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{shared.formName}</Title>
          <Text size="sm" c="dimmed">
            {[shared.sentBy, formatDate(shared.sentAt ?? shared.createdAt)].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <DocumentStatus status={shared.status} />
      </Group>
      <DocumentForm
        key={`${shared.id}:${opening}`}
        document={shared}
        content={content}
        onCompleted={onCompleted}
        onReload={reload}
      />
    </Stack>
  );
}
