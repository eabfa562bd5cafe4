import '@mantine/core/styles/Table.css';
import type { PortalRecordView } from '@clinic/api-contract';
import { Alert, Button, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../alerts/AlertsProvider';
import { TableScrollRegion } from '../app/TableScrollRegion';
import { formatDate } from '../format/formatters';
import { RECORD_VIEWS_PAGE_SIZE, useRecordViews } from './useRecordViews';

const roleKey: Record<PortalRecordView['role'], string> = {
  staff: 'profile.recordViews.roleStaff',
  techStaff: 'profile.recordViews.roleTechStaff',
};

/** The Profile's "who viewed my record" (accounting of disclosures): staff name, role and date. */
export function RecordViews() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const views = useRecordViews(page);
  const title = t('profile.recordViews.title');
  const pages = Math.max(1, Math.ceil((views.data?.total ?? 0) / RECORD_VIEWS_PAGE_SIZE));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('profile.recordViews.intro')}
      </Text>
      {views.isPending ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : views.isError ? (
        <Alert color="red" role="alert">
          {errorMessageOf(views.error)}
        </Alert>
      ) : views.data.items.length === 0 ? (
        <Text>{t('profile.recordViews.empty')}</Text>
      ) : (
        <TableScrollRegion label={t('profile.recordViews.table')} minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.recordViews.date')}</Table.Th>
                <Table.Th scope="col">{t('profile.recordViews.staff')}</Table.Th>
                <Table.Th scope="col">{t('profile.recordViews.role')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {views.data.items.map((view) => (
                <Table.Tr key={`${view.date} ${view.staffName}`}>
                  <Table.Td>{formatDate(view.date)}</Table.Td>
                  <Table.Td>{view.staffName}</Table.Td>
                  <Table.Td>{t(roleKey[view.role])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
      {pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('profile.recordViews.previous')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('profile.recordViews.pageOf', { current: page + 1, total: pages })}
          </Text>
          <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('profile.recordViews.next')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
