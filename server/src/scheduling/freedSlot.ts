import { effectiveEndMs, parseWallClock } from './wallClock';

/** Time that became free (a cancellation, a declined request, an offer passed on). */
export interface FreedSlot {
  clinicianId: string;
  locationId: string;
  serviceId: string;
  startWallMs: number;
  endWallMs: number;
}

/** The slot a row held, when it names everything a waitlist offer needs. */
export function freedSlotOf(row: {
  clinicianId: string | null;
  locationId: string | null;
  serviceId: string | null;
  start: number | null;
  end: number | null;
}): FreedSlot | null {
  if (!row.clinicianId || !row.locationId || !row.serviceId || row.start === null || row.end === null) {
    return null;
  }
  return {
    clinicianId: row.clinicianId,
    locationId: row.locationId,
    serviceId: row.serviceId,
    startWallMs: row.start,
    endWallMs: effectiveEndMs(row.start, row.end),
  };
}

/** The slot an appointment takes. */
export function slotOfAppointment(appointment: {
  clinicianId: string | null;
  locationId: string;
  serviceId: string | null;
  appointmentDate: string;
  appointmentEndDate: string;
}): FreedSlot | null {
  return freedSlotOf({
    clinicianId: appointment.clinicianId,
    locationId: appointment.locationId,
    serviceId: appointment.serviceId,
    start: parseWallClock(appointment.appointmentDate),
    end: parseWallClock(appointment.appointmentEndDate),
  });
}
