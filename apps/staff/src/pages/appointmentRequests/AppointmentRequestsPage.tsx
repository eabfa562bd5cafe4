import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Badge.css';
import {
  type AppointmentRequestListItem,
  type AppointmentRequestStatus,
  appointmentRequestStatuses,
} from '@clinic/api-contract';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocationZones } from '../../api/queries/referenceQueries';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../format/formatDate';
import { locationWallClockText } from '../../format/zoneLabels';
import { AppointmentChangeBadges } from './AppointmentChangeBadges';
import { requestsPageSize, useAppointmentRequests } from './appointmentRequestQueries';
import { isRegistration } from './isRegistration';
import { RequestPatientName } from './RequestPatientName';
import { RequestReviewModal } from './RequestReviewModal';
import { statusColor } from './statusColor';

type Filter = AppointmentRequestStatus | 'all';

/** The review queue: unconfirmed requests first; it refreshes live as patients send requests. */
export default function AppointmentRequestsPage() {
  const { t, i18n } = useTranslation();
  const zoneOf = useLocationZones();
  const requestedTime = (row: AppointmentRequestListItem) =>
    locationWallClockText(row.requestedStart, zoneOf(row.locationId), i18n.language);
  const [params, setParams] = useSearchParams();
  const filter = (params.get('status') ?? 'Unconfirmed') as Filter;
  const [page, setPage] = useState(0);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const requests = useAppointmentRequests(filter === 'all' ? null : filter, page);
  const choose = (value: string) => {
    setPage(0);
    setParams({ status: value }, { replace: true });
  };
  return (
    <Stack>
      <PageHeader title={t('appointmentRequests.title')} />
      <Text size="sm" c="dimmed">
        {t('appointmentRequests.live')}
      </Text>
      <SegmentedControl
        aria-label={t('appointmentRequests.filter')}
        value={filter}
        onChange={choose}
        data={[...appointmentRequestStatuses, 'all' as const].map((value) => ({
          value,
          label: t(`appointmentRequests.status.${value}`),
        }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <DismissibleNotice text={notice} onClose={() => setNotice(null)} />
      <PagedTable<AppointmentRequestListItem>
        query={requests}
        caption={t('appointmentRequests.title')}
        emptyText={t('appointmentRequests.empty')}
        rowKey={(row) => row.id}
        columns={[
          {
            header: t('appointmentRequests.patient'),
            cell: (row) => <RequestPatientName request={row} />,
          },
          {
            header: t('appointmentRequests.kind'),
            cell: (row) =>
              isRegistration(row) ? (
                <Badge color="grape.9" variant="outline">
                  {t('appointmentRequests.registration')}
                </Badge>
              ) : (
                <Badge color="blue.9" variant="outline">
                  {t('appointmentRequests.appointment')}
                </Badge>
              ),
          },
          {
            header: t('appointmentRequests.requested'),
            // A registration asks for no time, service or clinician: say so rather than leave cells empty.
            cell: (row) =>
              isRegistration(row) ? (
                <Text size="sm" c="dimmed">
                  {t('appointmentRequests.noAppointment')}
                </Text>
              ) : (
                requestedTime(row)
              ),
          },
          {
            header: t('appointmentRequests.service'),
            cell: (row) =>
              isRegistration(row) ? t('appointmentRequests.registrationService') : (row.serviceName ?? '--'),
          },
          { header: t('appointmentRequests.location'), cell: (row) => row.locationName ?? '--' },
          {
            header: t('appointmentRequests.clinician'),
            cell: (row) =>
              isRegistration(row) ? (
                <Text size="sm" c="dimmed">
                  {t('appointmentRequests.noClinician')}
                </Text>
              ) : (
                (row.clinicianName ?? t('appointmentRequests.anyClinician'))
              ),
          },
          { header: t('appointmentRequests.received'), cell: (row) => formatDateTime(row.createdAt) },
          {
            header: t('appointmentRequests.statusColumn'),
            cell: (row) => (
              <Group gap={4}>
                <Badge color={statusColor[row.status]} variant="light">
                  {t(`appointmentRequests.status.${row.status}`)}
                </Badge>
                <AppointmentChangeBadges row={row} />
              </Group>
            ),
          },
          {
            header: t('common.actions'),
            cell: (row) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setReviewing(row.id)}
                aria-label={
                  isRegistration(row)
                    ? t('appointmentRequests.reviewRegistrationLabel', {
                        received: formatDateTime(row.createdAt),
                      })
                    : t('appointmentRequests.reviewLabel', {
                        time: requestedTime(row),
                        service: row.serviceName ?? '',
                      })
                }
              >
                {t('appointmentRequests.review')}
              </Button>
            ),
          },
        ]}
        pageSize={requestsPageSize}
        page={page}
        onPage={setPage}
      />
      {reviewing && (
        <RequestReviewModal
          requestId={reviewing}
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
