import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import {
  type CoreFormsInboxItem,
  type CoreFormsInboxView,
  coreFormsInboxViews,
  inboxOverdueDays,
} from '@clinic/api-contract';
import { Anchor, Button, Group, Pagination, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocations } from '../../../api/queries/referenceQueries';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/formatDate';
import { useSignedInUserId } from '../../../session/useSession';
import { inboxPageSize, useInboxCounts, useInboxPage, useMarkReviewed } from './inboxCalls';

const isView = (value: string | null): value is CoreFormsInboxView =>
  (coreFormsInboxViews as readonly (string | null)[]).includes(value);

/**
 * The staff Documents inbox: what patients completed (until someone marks it reviewed),
 * signatures still to give, what patients have yet to fill, and what is overdue; by whose
 * documents and where. The queue and filters live in the address; it refreshes live.
 */
export default function DocumentInboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = isView(params.get('view'))
    ? (params.get('view') as CoreFormsInboxView)
    : 'completedByPatients';
  const page = Number(params.get('page') ?? 0) || 0;
  const me = useSignedInUserId();
  const whose = params.get('whose') === 'mine' ? 'mine' : 'everyone';
  const locationId = params.get('location') ?? undefined;
  const filters = { clinicianId: whose === 'mine' ? (me ?? undefined) : undefined, locationId };
  const counts = useInboxCounts(filters);
  const documents = useInboxPage(view, filters, page);
  const locations = useLocations();
  const markReviewed = useMarkReviewed();
  const change = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <Stack>
      <PageHeader title={t('documents.title')} />
      <Text size="sm" c="dimmed">
        {t('documents.inbox.live', { days: inboxOverdueDays })}
      </Text>
      <SegmentedControl
        aria-label={t('documents.inbox.queue')}
        value={view}
        onChange={(value) => change('view', value)}
        data={coreFormsInboxViews.map((value) => ({
          value,
          label: `${t(`documents.inbox.views.${value}`)} (${counts.data?.[value] ?? '…'})`,
        }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Group>
        <Select
          label={t('documents.inbox.whose')}
          value={whose}
          allowDeselect={false}
          onChange={(value) => change('whose', value === 'mine' ? 'mine' : null)}
          data={[
            { value: 'everyone', label: t('documents.inbox.everyone') },
            { value: 'mine', label: t('documents.inbox.mine') },
          ]}
        />
        <Select
          label={t('documents.inbox.location')}
          placeholder={t('documents.inbox.allLocations')}
          clearable
          value={locationId ?? null}
          onChange={(value) => change('location', value)}
          data={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
        />
      </Group>
      <QueryState query={documents}>
        {(result) => (
          <Stack>
            <DataTable<CoreFormsInboxItem>
              caption={t(`documents.inbox.views.${view}`)}
              emptyText={t('documents.inbox.empty')}
              rows={result.items}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('documents.inbox.patient'),
                  cell: (row) => (
                    <Anchor component={Link} to={`/patients/${row.patient.id}`}>
                      {row.patient.fullName} ({row.patient.mrn})
                    </Anchor>
                  ),
                },
                {
                  header: t('documents.inbox.form'),
                  cell: (row) => (
                    <Anchor component={Link} to={`/patients/${row.patient.id}/documents/${row.id}`}>
                      {row.formName}
                    </Anchor>
                  ),
                },
                { header: t('documents.inbox.clinician'), cell: (row) => row.clinician?.fullName ?? '--' },
                { header: t('documents.inbox.location'), cell: (row) => row.locationName ?? '--' },
                {
                  header: t(
                    view === 'completedByPatients' ? 'documents.inbox.completed' : 'documents.inbox.shared',
                  ),
                  cell: (row) =>
                    formatDateTime(view === 'completedByPatients' ? row.completedAt : row.sharedAt),
                },
                ...(view === 'awaitingSignature'
                  ? [
                      {
                        header: t('documents.inbox.signatures'),
                        cell: (row: CoreFormsInboxItem) =>
                          t('documents.inbox.signaturesOf', {
                            done: row.completedSignatures,
                            total: row.totalSignatures,
                          }),
                      },
                    ]
                  : []),
                ...(view === 'completedByPatients'
                  ? [
                      {
                        header: t('common.actions'),
                        cell: (row: CoreFormsInboxItem) => (
                          <Button
                            size="xs"
                            variant="light"
                            loading={markReviewed.isPending && markReviewed.variables === row.id}
                            onClick={() => markReviewed.mutate(row.id)}
                            aria-label={t('documents.inbox.markReviewedLabel', {
                              form: row.formName,
                              patient: row.patient.fullName,
                            })}
                          >
                            {t('documents.inbox.markReviewed')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {result.total > inboxPageSize && (
              <Pagination
                total={Math.ceil(result.total / inboxPageSize)}
                value={page + 1}
                onChange={(value) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(value - 1));
                  setParams(next, { replace: true });
                }}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
