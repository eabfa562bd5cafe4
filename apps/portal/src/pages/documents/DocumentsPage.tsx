// The filter's sliding highlight: without its own rules (top/left 0) it sat a few pixels off.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPending, useDocuments } from '../../api/documents';
import { PageLoader } from '../../app/PageLoader';
import { DocumentStatus } from '../../documents/DocumentStatus';
import { formatDate, orEmpty } from '../../format/formatters';
import { DocumentFileActions } from '../document/files/DocumentFileActions';

type Filter = 'all' | 'pending' | 'completed';

/**
 * portal.md section 2 "Documents": a table with name, created, status, sent and sent by, and each
 * document's Print and (once completed) Download PDF.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const [filter, setFilter] = useState<Filter>('all');
  const items = (documents.data?.items ?? []).filter(
    (d) => filter === 'all' || (filter === 'pending') === isPending(d),
  );
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('documents.title')}</Title>
        <SegmentedControl
          aria-label={t('documents.filter')}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'all', label: t('documents.filterAll') },
            { value: 'pending', label: t('documents.filterPending') },
            { value: 'completed', label: t('documents.filterCompleted') },
          ]}
        />
      </Group>
      {documents.isPending ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('documents.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('documents.name')}</Table.Th>
                <Table.Th scope="col">{t('documents.created')}</Table.Th>
                <Table.Th scope="col">{t('documents.status')}</Table.Th>
                <Table.Th scope="col">{t('documents.sent')}</Table.Th>
                <Table.Th scope="col">{t('documents.sentBy')}</Table.Th>
                <Table.Th scope="col">{t('documentFiles.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/document/${document.id}`}>
                      {document.name}
                    </Anchor>
                    {document.documentGroupId && (
                      // A set prints and downloads as one PDF only from its own page.
                      <Anchor
                        component={Link}
                        to={`/document_group/${document.documentGroupId}`}
                        size="sm"
                        display="block"
                      >
                        {t('documents.openGroup')}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(document.createdAt)}</Table.Td>
                  <Table.Td>
                    <DocumentStatus status={document.status} />
                  </Table.Td>
                  <Table.Td>{formatDate(document.sentAt)}</Table.Td>
                  <Table.Td>{orEmpty(document.sentBy)}</Table.Td>
                  <Table.Td>
                    <DocumentFileActions
                      documentId={document.id}
                      name={document.name}
                      completed={document.status === 'Completed'}
                      inRow
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
