import '@mantine/core/styles/Table.css';
import type { PortalDocumentsListItem } from '@clinic/api-contract';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScrollRegion } from '../../../app/TableScrollRegion';
import { DocumentStatus } from '../../../documents/DocumentStatus';
import { formatDate, orEmpty } from '../../../format/formatters';
import { DocumentFileActions } from '../../document/files/DocumentFileActions';

/** portal.md section 2 "Documents": name, created, status, sent and sent by, then Print / Download PDF. */
export function DocumentsTable({ items }: { items: readonly PortalDocumentsListItem[] }) {
  const { t } = useTranslation();
  return (
    <TableScrollRegion label={t('documents.title')} minWidth={760}>
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
    </TableScrollRegion>
  );
}
