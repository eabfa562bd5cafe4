import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import type { CoreAuditTrailEntry, CoreReferencePatient } from '@clinic/api-contract';
import { Anchor, Badge, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePatient } from '../../api/queries/patientQueries';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format/formatDate';
import { AuditTrailFilterBar } from './AuditTrailFilterBar';
import { AUDIT_TRAIL_PAGE_SIZE, downloadAuditTrailCsv, useAuditTrail } from './auditTrailCalls';
import { filtersOf, type TrailFilters, toTrailFilter, trailFilterNames } from './auditTrailFilters';
import { auditTrailTexts as texts } from './auditTrailTexts';

const outcomeColor: Record<CoreAuditTrailEntry['outcome'], string> = {
  success: 'green',
  denied: 'red',
  failure: 'orange',
};

/** /patients/{id}/audit-trail: the patient's audit trail (tech staff); the filters live in the address. */
export default function AuditTrailPage() {
  const { patientId = '' } = useParams();
  const patient = usePatient(patientId);
  return <QueryState query={patient}>{(data) => <Trail patient={data} />}</QueryState>;
}

function Trail({ patient }: { patient: CoreReferencePatient }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const filter = toTrailFilter(filters);
  const trail = useAuditTrail(patient.id, filter, page);
  const exportCsv = useMutation({ mutationFn: () => downloadAuditTrailCsv(patient.id, filter) });
  const show = (next: TrailFilters, nextPage: number) =>
    setParams(
      () => {
        const query = new URLSearchParams();
        for (const name of trailFilterNames) if (next[name]) query.set(name, next[name]);
        if (nextPage > 0) query.set('page', String(nextPage));
        return query;
      },
      { replace: true },
    );
  const name = [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ');
  return (
    <Stack>
      <Anchor component={Link} to={`/patients/${patient.id}`} size="sm">
        ← {texts.back}
      </Anchor>
      <PageHeader title={texts.title(name)}>
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          {texts.exportCsv}
        </Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      <ErrorAlert error={exportCsv.error} />
      <AuditTrailFilterBar filters={filters} choices={trail.data} onChange={(next) => show(next, 0)} />
      <QueryState query={trail}>
        {(result) => {
          const pages = Math.max(1, Math.ceil(result.total / AUDIT_TRAIL_PAGE_SIZE));
          return (
            <Stack>
              <Text size="sm" c="dimmed" aria-live="polite">
                {texts.total(result.total)}
              </Text>
              <DataTable
                caption={texts.caption}
                rows={result.items}
                rowKey={(entry) => String(entry.id)}
                emptyText={texts.none}
                columns={[
                  { header: texts.when, cell: (entry) => formatDateTime(entry.at) },
                  {
                    header: texts.actor,
                    cell: (entry) => (
                      <>
                        <Text size="sm">{entry.actor.name ?? texts.actorTypes[entry.actor.type]}</Text>
                        {entry.actor.name && (
                          <Text size="xs" c="dimmed">
                            {texts.actorTypes[entry.actor.type]}
                          </Text>
                        )}
                      </>
                    ),
                  },
                  {
                    header: texts.what,
                    cell: (entry) => (
                      <>
                        <Text size="sm">{`${entry.action} ${entry.resource}`}</Text>
                        {entry.resourceId && (
                          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                            {entry.resourceId}
                          </Text>
                        )}
                      </>
                    ),
                  },
                  { header: texts.where, cell: (entry) => entry.ip ?? '--' },
                  {
                    header: texts.outcome,
                    cell: (entry) => (
                      <Badge color={outcomeColor[entry.outcome]} variant="light">
                        {texts.outcomes[entry.outcome]}
                      </Badge>
                    ),
                  },
                ]}
              />
              {pages > 1 && (
                <Group>
                  <Pagination
                    total={pages}
                    value={page + 1}
                    onChange={(value) => show(filters, value - 1)}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
                    })}
                    getItemProps={(item) => ({ 'aria-label': texts.pageOf(item, pages) })}
                  />
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
