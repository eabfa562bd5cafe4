import { portalApi } from './portalSession';
import type { bookableClinic } from './staffApp';

type BookableClinic = Awaited<ReturnType<typeof bookableClinic>>;

/** The last free start of the first day the portal offers for the clinic's service ('YYYY-MM-DDTHH:mm'). */
async function firstFreeSlot(token: string, clinic: BookableClinic): Promise<string> {
  const choice = {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    clinicianId: clinic.clinicianId,
  };
  const { dates } = await portalApi<{ dates: string[] }>(
    token,
    'POST',
    '/api/portal/AppointmentRequests/Dates',
    {
      ...choice,
      days: 14,
    },
  );
  for (const date of dates) {
    const { hours } = await portalApi<{ hours: string[] }>(
      token,
      'POST',
      '/api/portal/AppointmentRequests/Hours',
      {
        ...choice,
        date,
      },
    );
    const hour = hours.at(-1);
    if (hour) return `${date}T${hour.slice(0, 5)}`;
  }
  throw new Error('no free slot in two weeks');
}

/** A signed-in patient asks for the clinic's first free slot through the portal API; resolves with the request's id. */
export async function requestAppointment(token: string, clinic: BookableClinic): Promise<string> {
  const request = await portalApi<{ id: string }>(token, 'PUT', '/api/portal/AppointmentRequests', {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    placeOfServiceId: clinic.placeOfServiceId,
    clinicianId: clinic.clinicianId,
    start: await firstFreeSlot(token, clinic),
    paymentInfo: { method: 'self-pay' },
  });
  return request.id;
}
