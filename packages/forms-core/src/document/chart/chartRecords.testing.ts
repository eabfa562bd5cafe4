import type { PrnOrderRecord, ScheduledOrderRecord } from './activeMedicationRows';
import type { AllergyRecord } from './allergyRows';
import type { DiagnosisCodeRecord } from './diagnosisRows';
import type { MarRecord } from './marRows';
import type { VitalRecord } from './vitalRows';

/** Chart records shaped as the API's replies carry them, for the mapper and section tests. */

const ref = (name: string) => ({ id: `id-${name}`, name });

export const penicillinAllergy: AllergyRecord = {
  id: 'allergy-1',
  allergyType: ref('Drug'),
  allergen: ref('Penicillin'),
  otherAllergen: null,
  reaction: ref('Hives'),
  otherReaction: null,
  severity: ref('Severe'),
};

export const kiwiAllergy: AllergyRecord = {
  id: 'allergy-2',
  allergyType: null,
  allergen: null,
  otherAllergen: 'Kiwi',
  reaction: null,
  otherReaction: 'Tingling lips',
  severity: null,
};

const sign = (name: string, unit: string, status = 'Enabled') => ({ id: `sign-${name}`, name, unit, status });

export function vitalRecord(id: string, instant: string, items: VitalRecord['items']): VitalRecord {
  return {
    id,
    dateTime: instant,
    effectiveDate: instant,
    user: { id: 'nurse-1', fullName: 'Nora Nurse' },
    items,
  };
}

/** Newest first, as the chart lists them. */
export const vitalRecords: VitalRecord[] = [
  vitalRecord('vital-new', '2024-05-02T09:00:00.000Z', [
    { vitalSign: sign('Pulse', 'bpm'), value: '72' },
    { vitalSign: sign('Mood', '', 'Disabled'), value: 'calm' },
  ]),
  vitalRecord('vital-old', '2024-05-01T09:00:00.000Z', [
    { vitalSign: sign('Temperature', '°F'), value: '98.6' },
  ]),
];

export function diagnosisCode(
  id: string,
  code: string,
  category: DiagnosisCodeRecord['category'],
): DiagnosisCodeRecord {
  const icdCode = { id: `icd-${code}`, code, description: `Description of ${code}` };
  return {
    id,
    icdCode,
    code: `${code} - ${icdCode.description}`,
    description: '',
    status: { id: 'status-active', name: 'Active', color: '#2b8a3e' },
    resolvedBy: null,
    activeFrom: '2024-04-01',
    category,
  };
}

export const marRecord: MarRecord = {
  id: 'mar-1',
  dateTime: '2024-05-02T08:00:00.000Z',
  status: 'Given',
  type: 'SCH',
  medication: { name: 'Sertraline', strength: '50 mg tablet' },
  dosageAmount: '1',
  unitOfMeasurement: ref('tablet'),
  medicationRoute: ref('Oral'),
  givenBy: 'Nora Nurse',
  signedBy: 'N. Nurse',
  notes: '',
  signature: null,
};

const noDays = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};

export const scheduledOrder: ScheduledOrderRecord = {
  id: 'sch-1',
  type: 'SCH',
  medication: { name: 'Sertraline', strength: '50 mg tablet' },
  dosageAmount: '1',
  unitOfMeasurement: ref('tablet'),
  medicationRoute: ref('Oral'),
  instructions: 'With breakfast',
  startDate: '2024-05-01',
  endDate: null,
  untilDischarge: true,
  times: ['08:00'],
  frequency: 'DaysOfWeek',
  intervalAmount: null,
  ...noDays,
  monday: true,
  thursday: true,
};

export const prnOrder: PrnOrderRecord = {
  id: 'prn-1',
  type: 'PRN',
  medication: { name: 'Ibuprofen', strength: '' },
  dosageAmount: 400,
  unitOfMeasurement: ref('mg'),
  medicationRoute: null,
  instructions: 'For pain',
  startDate: '2024-05-01',
  stopDate: '2024-05-10',
};
