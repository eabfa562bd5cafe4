import '@mantine/core/styles/SegmentedControl.css';
import type { ScheduleAppointment } from '@clinic/api-contract';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClinicianAvailability, useLocations } from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { viewerZoneLabel } from '../../format/zoneLabels';
import { AgendaList } from './AgendaList';
import { AppointmentModal } from './AppointmentModal';
import { BookAppointmentModal } from './BookAppointmentModal';
import { ScheduleCalendar } from './ScheduleCalendar';
import { ScheduleFilterBar } from './ScheduleFilterBar';
import { moveAppointment, type ScheduleFilters, scheduleKeys, useSchedule } from './scheduleCalls';
import { agendaRange, calendarRange } from './scheduleRange';
import { floatingDate } from './wallClockDates';

type Mode = 'calendar' | 'agenda';

/** A link's `?date=YYYY-MM-DD` (a location day) opens the calendar on it; else today. */
function linkedDate(value: string | null): Date {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? floatingDate(`${value}T12:00`) : new Date();
}

/**
 * /schedule: the day or week of appointments (or an agenda list), booking and every change to
 * one. `?date=YYYY-MM-DD&view=day` opens a given day.
 */
export default function SchedulePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('calendar');
  const [view, setView] = useState<'day' | 'week'>(params.get('view') === 'day' ? 'day' : 'week');
  const [date, setDate] = useState(() => linkedDate(params.get('date')));
  const [filters, setFilters] = useState<ScheduleFilters>(() => ({
    ...agendaRange(new Date()),
    clinicianId: '',
    locationId: '',
    status: '',
  }));
  const [open, setOpen] = useState<ScheduleAppointment | null>(null);
  const [booking, setBooking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const shown: ScheduleFilters =
    mode === 'calendar' ? { ...filters, ...calendarRange(view, date, i18n.language), status: '' } : filters;
  const schedule = useSchedule(shown);
  const locations = useLocations();
  const hours = useClinicianAvailability(filters.clinicianId);
  const clinicianHours = filters.clinicianId ? hours.data?.slots : undefined;
  const move = useApiMutation(
    ({ id, start }: { id: string; start: string }) => moveAppointment(id, { start }),
    [scheduleKeys.all],
    () => setNotice(t('schedule.moved')),
  );
  const appointments = schedule.data?.appointments ?? [];
  // The calendar leaves cancelled visits out, so their freed time reads as free; the agenda lists them.
  const onCalendar = appointments.filter((a) => a.status !== 'Cancelled');
  const location = locations.data?.find((l) => l.id === filters.locationId);
  const viewerZone = viewerZoneLabel(location?.timeZone ?? null, date, i18n.language);
  return (
    <Stack>
      <PageHeader title={t('schedule.title')}>
        <Button onClick={() => setBooking(true)}>{t('schedule.book')}</Button>
      </PageHeader>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label={t('schedule.viewLabel')}
          value={mode}
          onChange={(value) => setMode(value === 'agenda' ? 'agenda' : 'calendar')}
          data={[
            { value: 'calendar', label: t('schedule.calendar') },
            { value: 'agenda', label: t('schedule.agenda') },
          ]}
        />
        <Stack gap={0} align="flex-end">
          <Text size="sm">
            {location
              ? t('schedule.zoneOfLocation', {
                  location: location.name,
                  zone: location.timeZone,
                })
              : t('schedule.zoneEachLocation')}
          </Text>
          {viewerZone && (
            <Text size="sm" c="dimmed">
              {t('schedule.viewerZone', { zone: viewerZone })}
            </Text>
          )}
        </Stack>
      </Group>
      <ScheduleFilterBar filters={filters} agenda={mode === 'agenda'} onChange={setFilters} />
      <DismissibleNotice text={notice} onClose={() => setNotice(null)} />
      <ErrorAlert error={schedule.error ?? move.error} />
      {mode === 'calendar' && clinicianHours && (
        <Text size="sm" c="dimmed">
          {t('schedule.offHours')}
        </Text>
      )}
      {mode === 'calendar' ? (
        <ScheduleCalendar
          appointments={onCalendar}
          view={view}
          date={date}
          onView={setView}
          onNavigate={setDate}
          onOpen={setOpen}
          onMove={(appointment, start) => {
            setNotice(null);
            move.mutate({ id: appointment.id, start });
          }}
          hours={clinicianHours}
          locationId={filters.locationId}
        />
      ) : (
        <AgendaList appointments={appointments} onOpen={setOpen} />
      )}
      {booking && (
        <BookAppointmentModal
          initial={{ locationId: filters.locationId, clinicianId: filters.clinicianId, start: '' }}
          onClose={() => setBooking(false)}
          onBooked={(_, patient) => {
            setBooking(false);
            setNotice(t('schedule.booked', { patient: patient.label }));
          }}
        />
      )}
      {open && (
        <AppointmentModal
          // A fresh read (live or after a change) shows the appointment as it now is.
          appointment={appointments.find((a) => a.id === open.id) ?? open}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setNotice(text);
          }}
        />
      )}
    </Stack>
  );
}
