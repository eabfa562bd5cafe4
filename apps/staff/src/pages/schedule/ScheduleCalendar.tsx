import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './schedule.css';
import 'dayjs/locale/es';
import type { CoreReferenceAvailabilitySlot, ScheduleAppointment } from '@clinic/api-contract';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Calendar, dayjsLocalizer, type EventProps, type View } from 'react-big-calendar';
import dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTranslation } from 'react-i18next';
import { isOffHours } from './offHours';
import { statusColors } from './statusColors';
import { statusText } from './statusText';
import { floatingDate, wallClockOf } from './wallClockDates';

const localizer = dayjsLocalizer(dayjs);

export interface ScheduleEvent {
  appointment: ScheduleAppointment;
  title: string;
  start: Date;
  end: Date;
}

// The addon is CommonJS only: bundled by Node's rules, its default import is module.exports,
// which holds the function as `default`.
const addon: unknown = dragAndDropAddon;
const withDragAndDrop =
  typeof addon === 'function' ? dragAndDropAddon : (addon as { default: typeof dragAndDropAddon }).default;
const DragAndDropCalendar = withDragAndDrop<ScheduleEvent>(Calendar);

/** Only an expected appointment may be dragged to another time. */
const draggable = (event: ScheduleEvent) => event.appointment.status === 'Show';

function EventContent({ event }: EventProps<ScheduleEvent>) {
  const { t } = useTranslation();
  const a = event.appointment;
  return (
    <span data-appointment-id={a.id}>
      <strong>{a.patientName}</strong> · {a.serviceName ?? ''} ·{' '}
      {t(`schedule.statuses.${a.status}`, a.status)}
    </span>
  );
}

/**
 * Day and week views of the appointments at their locations' wall clock (wallClockDates.ts);
 * dragging an expected appointment asks to move it, clicking one opens it. With `hours` (one
 * clinician's), the times outside them at `locationId` are shaded.
 */
export function ScheduleCalendar({
  appointments,
  view,
  date,
  onView,
  onNavigate,
  onOpen,
  onMove,
  hours,
  locationId,
}: {
  appointments: readonly ScheduleAppointment[];
  view: 'day' | 'week';
  date: Date;
  onView: (view: 'day' | 'week') => void;
  onNavigate: (date: Date) => void;
  onOpen: (appointment: ScheduleAppointment) => void;
  onMove: (appointment: ScheduleAppointment, start: string) => void;
  hours: readonly CoreReferenceAvailabilitySlot[] | undefined;
  locationId: string;
}) {
  const { t, i18n } = useTranslation();
  const events = useMemo(
    () =>
      appointments.map((appointment) => ({
        appointment,
        title: t('schedule.eventLabel', {
          time: appointment.appointmentDate.slice(11, 16),
          patient: appointment.patientName,
          service: appointment.serviceName ?? '',
          status: statusText(t, appointment),
        }),
        start: floatingDate(appointment.appointmentDate),
        end: floatingDate(appointment.appointmentEndDate),
      })),
    [appointments, t],
  );
  const messages = {
    day: t('schedule.day'),
    week: t('schedule.week'),
    today: t('schedule.today'),
    previous: t('schedule.previous'),
    next: t('schedule.next'),
    noEventsInRange: t('schedule.noEvents'),
  };
  return (
    <DragAndDropCalendar
      localizer={localizer}
      culture={i18n.language}
      events={events}
      views={['day', 'week']}
      view={view}
      date={date}
      onView={(next: View) => onView(next === 'day' ? 'day' : 'week')}
      onNavigate={onNavigate}
      messages={messages}
      step={15}
      timeslots={4}
      min={new Date(1970, 0, 1, 6, 0)}
      max={new Date(1970, 0, 1, 21, 0)}
      scrollToTime={new Date(1970, 0, 1, 7, 30)}
      style={{ height: 720 }}
      resizable={false}
      draggableAccessor={draggable}
      tooltipAccessor={(event) => event.title}
      slotPropGetter={(slot) =>
        hours && isOffHours(slot, hours, locationId) ? { className: 'schedule-off-hours' } : {}
      }
      components={{ event: EventContent }}
      eventPropGetter={(event) => ({
        style: { backgroundColor: statusColors[event.appointment.status] ?? statusColors.Show },
      })}
      onSelectEvent={(event) => onOpen(event.appointment)}
      onEventDrop={({ event, start }) => {
        const moved = wallClockOf(new Date(start));
        if (moved !== event.appointment.appointmentDate.slice(0, 16)) onMove(event.appointment, moved);
      }}
    />
  );
}
