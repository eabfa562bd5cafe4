import type { Transaction } from '../../database';
import { clinicianAvailability, clinicians } from '../../schema';
import { type ClinicianKey, demoClinicians, demoWorkingWeekdays } from '../data/clinic';
import { entriesOf } from './entriesOf';
import { requireId } from './requireId';
import type { SeededClinic } from './seedClinic';

/** Clinicians with the services they provide and their weekly hours at each location. */
export async function seedClinicians(
  tx: Transaction,
  clinic: SeededClinic,
): Promise<ReadonlyMap<ClinicianKey, string>> {
  const ids = new Map<ClinicianKey, string>();
  for (const [key, clinician] of entriesOf(demoClinicians)) {
    const [row] = await tx
      .insert(clinicians)
      .values({
        firstName: clinician.firstName,
        lastName: clinician.lastName,
        credentials: clinician.credentials,
        email: clinician.email,
        serviceIds: clinician.services.map((service) => requireId(clinic.serviceIds, service, 'service')),
      })
      .returning({ id: clinicians.id });
    if (!row) throw new Error(`Demo seed: clinician "${clinician.lastName}" was not inserted`);
    ids.set(key, row.id);
    const weekly = clinician.availability.flatMap((hours) => {
      const location = clinic.locations.get(hours.location);
      if (!location) throw new Error(`Demo seed: no location "${hours.location}"`);
      return demoWorkingWeekdays.map((weekday) => ({
        clinicianId: row.id,
        locationId: location.id,
        weekday,
        startTime: hours.startTime,
        endTime: hours.endTime,
      }));
    });
    await tx.insert(clinicianAvailability).values(weekly);
  }
  return ids;
}
