import '@mantine/core/styles/SegmentedControl.css';
import { type ProfileStaffChangeRequest, profileChangeRequestStatuses } from '@clinic/api-contract';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { PatientChartLink } from '../../components/PatientChartLink';
import { formatDateTime } from '../../format/formatDate';
import { ChangeRequestReviewModal } from './ChangeRequestReviewModal';
import { ChangeRequestStatusBadge } from './ChangeRequestStatusBadge';
import { changeRequestsPageSize, useChangeRequests } from './changeRequestCalls';
import { profileFieldLabel, changeRequestTexts as texts } from './changeRequestTexts';

type Status = ProfileStaffChangeRequest['status'];
type Filter = Status | 'all';

const isStatus = (value: string): value is Status =>
  (profileChangeRequestStatuses as readonly string[]).includes(value);

/**
 * /change-requests: the profile changes patients asked for, pending first; ?patientId= narrows it
 * to one chart's. It refreshes live as patients send requests.
 */
export default function ChangeRequestsPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? 'pending';
  const filter: Filter = isStatus(statusParam) ? statusParam : 'all';
  const patientId = params.get('patientId');
  const [page, setPage] = useState(0);
  // Kept as opened: a request someone else decides meanwhile leaves the list, not the open dialog.
  const [reviewing, setReviewing] = useState<ProfileStaffChangeRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const requests = useChangeRequests({ status: filter === 'all' ? null : filter, patientId }, page);
  const reviewed = requests.data?.items.find((item) => item.id === reviewing?.id) ?? reviewing;
  const choose = (next: { status?: string; patientId?: string | null }) => {
    setPage(0);
    const query = new URLSearchParams({ status: next.status ?? filter });
    const nextPatient = next.patientId === undefined ? patientId : next.patientId;
    if (nextPatient) query.set('patientId', nextPatient);
    setParams(query, { replace: true });
  };
  const patientName = patientId ? requests.data?.items[0]?.patientName : undefined;
  return (
    <Stack>
      <PageHeader title={texts.title} />
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      <SegmentedControl
        aria-label={texts.filter}
        value={filter}
        onChange={(status) => choose({ status })}
        data={[
          ...profileChangeRequestStatuses.map((value) => ({ value, label: texts.statuses[value] })),
          { value: 'all', label: texts.all },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {patientId && (
        <Group gap="sm">
          {patientName && <Text size="sm">{texts.onlyPatient(patientName)}</Text>}
          <Button size="xs" variant="subtle" onClick={() => choose({ patientId: null })}>
            {texts.showAll}
          </Button>
        </Group>
      )}
      <DismissibleNotice text={notice} onClose={() => setNotice(null)} />
      <PagedTable<ProfileStaffChangeRequest>
        query={requests}
        caption={texts.caption}
        emptyText={texts.empty}
        rowKey={(row) => row.id}
        columns={[
          {
            header: texts.patient,
            cell: (row) => <PatientChartLink patientId={row.patientId} name={row.patientName} />,
          },
          { header: texts.received, cell: (row) => formatDateTime(row.createdAt) },
          {
            header: texts.fields,
            cell: (row) => Object.keys(row.changes).map(profileFieldLabel).join(', '),
          },
          { header: texts.status, cell: (row) => <ChangeRequestStatusBadge status={row.status} /> },
          {
            header: texts.review,
            cell: (row) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setReviewing(row)}
                aria-label={texts.reviewLabel(row.patientName, formatDateTime(row.createdAt))}
              >
                {texts.review}
              </Button>
            ),
          },
        ]}
        pageSize={changeRequestsPageSize}
        page={page}
        onPage={setPage}
      />
      {reviewed && (
        <ChangeRequestReviewModal
          request={reviewed}
          onClose={() => setReviewing(null)}
          onDone={(message) => {
            setReviewing(null);
            setNotice(message);
          }}
        />
      )}
    </Stack>
  );
}
