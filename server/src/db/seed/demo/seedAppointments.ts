import type { Transaction } from '../../database';
import { appointments } from '../../schema';
import type { ClinicianKey } from '../data/clinic';
import type { DemoAppointment } from '../data/patients';
import { requireId } from './requireId';
import type { SeededClinic, SeededLocation } from './seedClinic';
import { wallClockTimestamp, weekdayFrom } from './wallClock';

export interface AppointmentContext {
  patientId: string;
  episodeOfCareId: string;
  location: SeededLocation;
  /** The calendar date at the location when the seed runs. */
  locationToday: Date;
}

/** Appointments at the location's wall clock, lasting as long as their service. */
export async function seedAppointments(
  tx: Transaction,
  context: AppointmentContext,
  demo: readonly DemoAppointment[],
  clinic: SeededClinic,
  clinicianIds: ReadonlyMap<ClinicianKey, string>,
): Promise<void> {
  const rows = demo.map((appointment) => {
    const day = weekdayFrom(context.locationToday, appointment.dayOffset);
    const minutes = clinic.serviceMinutes.get(appointment.service) ?? 60;
    return {
      patientId: context.patientId,
      episodeOfCareId: context.episodeOfCareId,
      locationId: context.location.id,
      clinicianId: requireId(clinicianIds, appointment.clinician, 'clinician'),
      serviceId: requireId(clinic.serviceIds, appointment.service, 'service'),
      placeOfServiceId: requireId(context.location.places, appointment.place, 'place of service'),
      appointmentDate: wallClockTimestamp(day, appointment.time),
      appointmentEndDate: wallClockTimestamp(day, appointment.time, minutes),
      status: appointment.status,
      notes: appointment.notes ?? '',
    };
  });
  if (rows.length > 0) await tx.insert(appointments).values(rows);
}
