import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import type { Appointment, AppointmentRequest } from '@clinic/api-contract';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appointmentsQueryKey, useAppointments } from '../../api/appointments';
import { useSystemSettings } from '../../api/systemSettings';
import { splitAppointments } from '../../appointments/splitAppointments';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { formatDate, formatTime, orEmpty } from '../../format/formatters';
import { QueryState } from '../newAppointment/steps/QueryState';
import { useCancelRequest } from '../newAppointment/useCancelRequest';
import { AppointmentCard } from './AppointmentCard';
import { CancelAppointmentDialog } from './cancel/CancelAppointmentDialog';
import { RequestCard } from './RequestCard';
import { UpcomingActions } from './UpcomingActions';
import { useAppointmentRequests } from './useAppointmentRequests';
import { JoinWaitlistDialog, type WaitlistTarget } from './waitlist/JoinWaitlistDialog';
import { WaitlistEntries } from './waitlist/WaitlistEntries';

/** "Tell me if something earlier opens" waits for the same service, clinician and location. */
function earlierThan(a: Appointment, anyClinician: string): WaitlistTarget | null {
  if (!a.serviceId) return null;
  return {
    serviceId: a.serviceId,
    locationId: a.locationId,
    clinicianId: a.clinicianId,
    currentAppointment: {
      id: a.id,
      when: `${formatDate(a.appointmentDate)} ${formatTime(a.appointmentDate)}`,
    },
    summary: [orEmpty(a.serviceName), a.clinicianName ?? anyClinician, a.locationName].join(' · '),
  };
}

/** Requests worth showing: waiting for review, or declined (so the patient learns why). */
const shownRequestStatuses: ReadonlySet<AppointmentRequest['status']> = new Set(['Unconfirmed', 'Declined']);

export default function AppointmentsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const appointments = useAppointments();
  const requests = useAppointmentRequests();
  const settings = useSystemSettings().data;
  const [cancelling, setCancelling] = useState<AppointmentRequest | null>(null);
  const [cancellingAppointment, setCancellingAppointment] = useState<Appointment | null>(null);
  const [waitlistTarget, setWaitlistTarget] = useState<WaitlistTarget | null>(null);
  const cancel = useCancelRequest(() => {
    setCancelling(null);
    void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
  });
  const reply = appointments.data;
  // The server's clock decides, as for the dashboard: a wrong clock on the device changes nothing.
  const split = reply
    ? splitAppointments([...reply.upcoming, ...reply.past], new Date(reply.serverNowUtc))
    : { upcoming: [], past: [] };
  const openRequests = (requests.data ?? []).filter((r) => shownRequestStatuses.has(r.status));

  const list = (items: typeof split.upcoming, empty: string, changeable = false) =>
    items.length === 0 ? (
      <Text c="gray.7">{empty}</Text>
    ) : (
      <Stack gap="sm">
        {items.map((a) => (
          <AppointmentCard
            key={a.id}
            appointment={a}
            actions={
              changeable &&
              a.status === 'Show' && (
                <UpcomingActions
                  appointment={a}
                  onCancel={setCancellingAppointment}
                  onEarlier={(chosen) =>
                    setWaitlistTarget(earlierThan(chosen, t('appointmentChanges.waitlist.anyClinician')))
                  }
                />
              )
            }
          />
        ))}
      </Stack>
    );

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('appointments.title')}
        </Title>
        {settings?.appointmentRequestEnable && (
          <Button component={Link} to="/new-appointment">
            {t('appointments.requestNew')}
          </Button>
        )}
      </Group>
      {openRequests.length > 0 && (
        <section aria-labelledby="appointment-requests-heading">
          <Title order={2} size="h4" id="appointment-requests-heading" mb="xs">
            {t('appointments.requests')}
          </Title>
          <Stack gap="sm">
            {openRequests.map((request) => (
              <RequestCard key={request.id} request={request} onCancel={setCancelling} />
            ))}
          </Stack>
        </section>
      )}
      <WaitlistEntries />
      <QueryState query={appointments}>
        <Tabs defaultValue="upcoming">
          <Tabs.List>
            <Tabs.Tab value="upcoming">{`${t('appointments.upcoming')} (${split.upcoming.length})`}</Tabs.Tab>
            <Tabs.Tab value="past">{`${t('appointments.past')} (${split.past.length})`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="md">
            {list(split.upcoming, t('appointments.noUpcoming'), true)}
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            {list(split.past, t('appointments.noPast'))}
          </Tabs.Panel>
        </Tabs>
      </QueryState>
      <ConfirmDialog
        opened={cancelling !== null}
        message={t('appointments.confirmCancelRequest')}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
      />
      <CancelAppointmentDialog
        appointment={cancellingAppointment}
        onClose={() => setCancellingAppointment(null)}
      />
      <JoinWaitlistDialog target={waitlistTarget} onClose={() => setWaitlistTarget(null)} />
    </Stack>
  );
}
