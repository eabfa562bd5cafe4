import type { CoreClinicalDoseSpotMedication } from '@clinic/api-contract';
import { callSandbox, sandboxPatientId } from '../sandbox/callSandbox';
import { pickDrugs } from '../sandbox/sandboxDrugs';
import type { SandboxSettings } from '../sandbox/sandboxSettings';
import { seededRandom } from '../sandbox/seededRandom';
import type { DoseSpotClient } from './doseSpotClient';

const dayMs = 86_400_000;

function day(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * dayMs).toISOString().slice(0, 10);
}

/** Each patient's prescriptions, derived from their DoseSpot id and dated relative to today. */
function prescriptionsOf(doseSpotPatientId: string, now: Date): CoreClinicalDoseSpotMedication[] {
  const random = seededRandom(`doseSpot:${doseSpotPatientId}`);
  return pickDrugs(random.next, random.int(1, 4)).map((drug) => {
    const writtenDaysAgo = random.int(3, 120);
    const daySupply = random.pick([30, 30, 90]);
    return {
      medication: drug.drug,
      effectiveDate: day(now, writtenDaysAgo - random.int(0, 2)),
      sig: drug.sig,
      dispense: `${Math.ceil(drug.quantity * drug.timesPerDay * daySupply)} ${drug.uom}(s)`,
      date: day(now, writtenDaysAgo),
      substitutionAllowed: random.next() < 0.7,
      daySupply,
      numberOfRefills: random.int(0, 5),
    };
  });
}

/** A DoseSpot stand-in that answers like the real service, without a network. */
export function createSandboxDoseSpotClient(settings: SandboxSettings): DoseSpotClient {
  return {
    activeMedications: (doseSpotPatientId, now) =>
      callSandbox('DoseSpot', settings, doseSpotPatientId, () => prescriptionsOf(doseSpotPatientId, now)),
    syncPatient: (patient) =>
      callSandbox('DoseSpot', settings, patient.lastName, () => sandboxPatientId('ds', patient.id)),
  };
}
