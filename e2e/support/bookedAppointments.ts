import type { Locator, Page } from '@playwright/test';
import { portalApi, staffApi } from './portalSession';
import type { bookableClinic } from './staffApp';

type BookableClinic = Awaited<ReturnType<typeof bookableClinic>>;

export interface BookedAppointment {
  id: string;
  /** 'YYYY-MM-DDTHH:mm' at the location (UTC for bookableClinic). */
  start: string;
  /** The clinic's service, unique to it. */
  serviceName: string;
}

/**
 * A signed-in patient's request in the clinic (at its place of service): 'soon' is the first free
 * slot (the clinician works 08:00-18:00 every day, so it starts within 15 hours: inside a day's
 * notice), 'later' the last slot of the fifth free day (days away).
 */
export async function requestedAppointment(
  token: string,
  clinic: BookableClinic,
  when: 'soon' | 'later',
): Promise<{ requestId: string; start: string }> {
  const scope = {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    clinicianId: clinic.clinicianId,
  };
  const { dates } = await portalApi<{ dates: string[] }>(
    token,
    'POST',
    '/api/portal/AppointmentRequests/Dates',
    {
      ...scope,
      days: 14,
    },
  );
  const date = when === 'soon' ? dates[0] : dates[4];
  if (!date) throw new Error('no free date');
  const { hours } = await portalApi<{ hours: string[] }>(
    token,
    'POST',
    '/api/portal/AppointmentRequests/Hours',
    {
      ...scope,
      date,
    },
  );
  const hour = when === 'soon' ? hours[0] : hours.at(-1);
  if (!hour) throw new Error(`no free time on ${date}`);
  const start = `${date}T${hour.slice(0, 5)}`;
  const request = await portalApi<{ id: string }>(token, 'PUT', '/api/portal/AppointmentRequests', {
    ...scope,
    placeOfServiceId: clinic.placeOfServiceId,
    start,
    paymentInfo: { method: 'self-pay' },
  });
  return { requestId: request.id, start };
}

/** The patient's request (requestedAppointment), approved by staff. */
export async function bookedAppointment(
  token: string,
  clinic: BookableClinic,
  when: 'soon' | 'later',
): Promise<BookedAppointment> {
  const { requestId, start } = await requestedAppointment(token, clinic, when);
  await staffApi('PATCH', `/api/core/AppointmentRequests/${requestId}/Approve`, {});
  const approved = await staffApi<{ appointmentId: string | null }>(
    'GET',
    `/api/core/AppointmentRequests/${requestId}`,
  );
  if (!approved.appointmentId) throw new Error('approval booked nothing');
  return { id: approved.appointmentId, start, serviceName: clinic.serviceName };
}

/**
 * An appointment's card in Appointments: named by its time, and showing its service (a demo
 * patient may hold another test's appointment at the same time in another clinic).
 */
export function appointmentCard(
  page: Page,
  appointment: Pick<BookedAppointment, 'start' | 'serviceName'>,
): Locator {
  return page
    .getByRole('article', { name: cardNameOf(appointment.start) })
    .filter({ hasText: appointment.serviceName });
}

/** The accessible name an appointment's card starts with in Appointments ('MM/DD/YYYY hh:mm AM'). */
export function cardNameOf(start: string): RegExp {
  const [date = '', time = ''] = start.split('T');
  const [year, month, day] = date.split('-');
  const [hour = 0, minute = '00'] = [Number(time.slice(0, 2)), time.slice(3, 5)];
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return new RegExp(`^${month}/${day}/${year} ${twelve}:${minute} ${hour < 12 ? 'AM' : 'PM'}`);
}
