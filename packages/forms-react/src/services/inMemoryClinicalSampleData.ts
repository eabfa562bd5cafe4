import type {
  CoreClinicalAllergy,
  CoreClinicalDiagnosisCode,
  CoreClinicalIcdCode,
  CoreClinicalMarRecord,
  CoreClinicalMedication,
  CoreClinicalPrnMedication,
  CoreClinicalScheduledMedication,
  CoreClinicalVitalRecord,
  CoreClinicalVitalSign,
} from '@clinic/api-contract';
import type { ClinicalLookupItem, TreatmentPlan } from './clinicalDataClient';

/** Everything the in-memory client serves; tests replace parts through its options. */
export interface InMemoryClinicalData {
  vitalRecords: CoreClinicalVitalRecord[];
  diagnosisCodes: CoreClinicalDiagnosisCode[];
  diagnosisStatuses: ClinicalLookupItem[];
  icdCodes: CoreClinicalIcdCode[];
  allergies: CoreClinicalAllergy[];
  marRecords: CoreClinicalMarRecord[];
  scheduledMedications: CoreClinicalScheduledMedication[];
  prnMedications: CoreClinicalPrnMedication[];
  medications: CoreClinicalMedication[];
  medicationRoutes: ClinicalLookupItem[];
  unitsOfMeasurement: ClinicalLookupItem[];
  treatmentPlans: TreatmentPlan[];
}

/** The sample patient and episode every sample record belongs to. */
export const samplePatientId = '7d0f4c52-2f43-4d6c-9a55-0d6c1c1f0a01';
export const sampleEpisodeOfCareId = '7d0f4c52-2f43-4d6c-9a55-0d6c1c1f0e01';

const stamp = '2026-01-05T15:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const staff = { id: id(900), fullName: 'Dana Whitfield, RN' };

const sign = (n: number, name: string, unit: string, status = 'Enabled'): CoreClinicalVitalSign => ({
  id: id(100 + n),
  name,
  unit,
  status,
});
const temperature = sign(1, 'Temperature', '°F');
const pulse = sign(2, 'Pulse', 'bpm');
const systolic = sign(3, 'Blood pressure systolic', 'mmHg');
const diastolic = sign(4, 'Blood pressure diastolic', 'mmHg');
const oxygen = sign(5, 'Oxygen saturation', '%');
const girth = sign(6, 'Head circumference', 'in', 'Disabled');

function vitalRecord(
  n: number,
  at: string,
  items: Array<[CoreClinicalVitalSign, string]>,
): CoreClinicalVitalRecord {
  return {
    id: id(200 + n),
    patientId: samplePatientId,
    episodeOfCareId: sampleEpisodeOfCareId,
    dateTime: at,
    effectiveDate: at,
    user: staff,
    items: items.map(([vitalSign, value]) => ({ vitalSign, value })),
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
}

const status = (n: number, name: string, color: string): ClinicalLookupItem => ({
  id: id(300 + n),
  name,
  color,
});
const active = status(1, 'Active', '#2e7d32');
const resolved = status(2, 'Resolved', '#1565c0');

const icd = (n: number, code: string, description: string): CoreClinicalIcdCode => ({
  id: id(400 + n),
  code,
  description,
});
const icdCodes = [
  icd(1, 'F32.9', 'Major depressive disorder, single episode, unspecified'),
  icd(2, 'F41.1', 'Generalized anxiety disorder'),
  icd(3, 'F43.10', 'Post-traumatic stress disorder, unspecified'),
  icd(4, 'F90.0', 'Attention-deficit hyperactivity disorder, predominantly inattentive type'),
  icd(5, 'F10.20', 'Alcohol dependence, uncomplicated'),
  icd(6, 'F51.01', 'Primary insomnia'),
  icd(7, 'I10', 'Essential (primary) hypertension'),
  icd(8, 'E11.9', 'Type 2 diabetes mellitus without complications'),
  icd(9, 'F33.1', 'Major depressive disorder, recurrent, moderate'),
  icd(10, 'F31.9', 'Bipolar disorder, unspecified'),
];

function diagnosis(
  n: number,
  code: CoreClinicalIcdCode,
  category: CoreClinicalDiagnosisCode['category'],
  extra: Partial<CoreClinicalDiagnosisCode> = {},
): CoreClinicalDiagnosisCode {
  return {
    id: id(500 + n),
    patientId: samplePatientId,
    episodeOfCareId: sampleEpisodeOfCareId,
    icdCode: code,
    code: `${code.code} - ${code.description}`,
    description: '',
    status: { id: active.id, name: active.name, color: active.color ?? null },
    resolvedBy: null,
    activeFrom: '2025-11-03',
    category,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

const named = (n: number, name: string) => ({ id: id(600 + n), name });
const oral = named(1, 'Oral');
const sublingual = named(2, 'Sublingual');
const tablet = named(10, 'tablet');
const capsule = named(11, 'capsule');
const milligram = named(12, 'mg');

const medication = (n: number, name: string, strength: string, unit = tablet): CoreClinicalMedication => ({
  id: id(700 + n),
  name,
  strength,
  label: `${name} ${strength}`,
  defaultRoute: oral,
  defaultUnit: unit,
});
const sertraline = medication(1, 'Sertraline', '50 mg tablet');
const hydroxyzine = medication(2, 'Hydroxyzine', '25 mg tablet');
const trazodone = medication(3, 'Trazodone', '50 mg tablet');
const medications = [
  sertraline,
  hydroxyzine,
  trazodone,
  medication(4, 'Sertraline', '100 mg tablet'),
  medication(5, 'Fluoxetine', '20 mg capsule', capsule),
  medication(6, 'Lorazepam', '1 mg tablet'),
  medication(7, 'Lithium carbonate', '300 mg capsule', capsule),
  medication(8, 'Quetiapine', '100 mg tablet'),
  medication(9, 'Buprenorphine', '8 mg sublingual tablet'),
  medication(10, 'Naltrexone', '50 mg tablet'),
];
const ref = (m: CoreClinicalMedication) => ({ id: m.id, name: m.name, strength: m.strength });

const weekdays = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};

/** The episode's objectives map: which components of the plan form hold what. */
export const sampleTreatmentPlanObjectivesMap = {
  problems: 'Crud1',
  identifiedProblem: 'Textarea2',
  longTermGoal: 'Textarea3',
  objectives: 'Crud4',
  shortTermObjective: 'Textarea5',
  interventions: 'Textarea6',
  responsibleParties: 'TextInput7',
};

function treatmentPlan(n: number, createdAt: string, results: Record<string, unknown>): TreatmentPlan {
  return {
    document: {
      id: id(800 + n),
      status: n === 1 ? 'Completed' : 'Draft',
      versionId: id(850),
      createdAt,
      createdBy: { id: staff.id, fullName: 'Dana Whitfield', credentials: 'LCSW' },
      mode: 'Results',
      results,
      score: null,
      effectiveDate: createdAt,
      parentDocumentId: null,
    },
    objectivesMap: sampleTreatmentPlanObjectivesMap,
  };
}

const objective = (text: string, interventions: string, parties: string) => ({
  Textarea5: text,
  Textarea6: interventions,
  TextInput7: parties,
});

/** Realistic records of one behavioural-health episode, as api/core answers them. */
export function sampleClinicalData(): InMemoryClinicalData {
  return {
    vitalRecords: [
      vitalRecord(3, '2026-01-05T15:10:00.000Z', [
        [temperature, '98.4'],
        [pulse, '72'],
        [systolic, '118'],
        [diastolic, '76'],
        [oxygen, '98'],
        [girth, '22'],
      ]),
      vitalRecord(2, '2025-12-01T16:30:00.000Z', [
        [temperature, '98.9'],
        [pulse, '80'],
        [systolic, '124'],
        [diastolic, '82'],
      ]),
      vitalRecord(1, '2025-11-03T14:00:00.000Z', [
        [pulse, '88'],
        [oxygen, '97'],
      ]),
    ],
    diagnosisCodes: [
      diagnosis(3, icdCodes[5]!, 'Secondary', { description: 'Sleep onset difficulty' }),
      diagnosis(1, icdCodes[1]!, 'Primary'),
      diagnosis(2, icdCodes[0]!, 'Primary', { description: 'PHQ-9 of 16 at intake' }),
      diagnosis(4, icdCodes[6]!, 'Tertiary', {
        status: { id: resolved.id, name: resolved.name, color: resolved.color ?? null },
        resolvedBy: '2025-12-15',
      }),
    ],
    diagnosisStatuses: [active, resolved, status(3, 'Inactive', '#757575'), status(4, 'Rule Out', '#ef6c00')],
    icdCodes,
    allergies: [
      {
        id: id(1001),
        patientId: samplePatientId,
        allergyType: named(20, 'Drug'),
        allergen: named(21, 'Penicillin'),
        otherAllergen: null,
        reaction: named(22, 'Hives'),
        otherReaction: null,
        severity: named(23, 'Moderate'),
        createdAt: stamp,
        updatedAt: stamp,
      },
      {
        id: id(1002),
        patientId: samplePatientId,
        allergyType: named(24, 'Food'),
        allergen: null,
        otherAllergen: 'Kiwi',
        reaction: null,
        otherReaction: 'Itchy mouth',
        severity: named(25, 'Mild'),
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    marRecords: [
      {
        id: id(1101),
        patientId: samplePatientId,
        episodeOfCareId: sampleEpisodeOfCareId,
        dateTime: '2026-01-05T13:00:00.000Z',
        status: 'Given',
        type: 'SCH',
        medication: ref(sertraline),
        dosageAmount: '1',
        unitOfMeasurement: tablet,
        medicationRoute: oral,
        givenById: staff.id,
        givenBy: staff.fullName,
        signedBy: 'D. Whitfield',
        notes: 'Taken with breakfast',
        signature: null,
        createdAt: stamp,
        updatedAt: stamp,
      },
      {
        id: id(1102),
        patientId: samplePatientId,
        episodeOfCareId: sampleEpisodeOfCareId,
        dateTime: '2026-01-04T22:15:00.000Z',
        status: 'Refused',
        type: 'PRN',
        medication: ref(hydroxyzine),
        dosageAmount: '25',
        unitOfMeasurement: milligram,
        medicationRoute: oral,
        givenById: staff.id,
        givenBy: staff.fullName,
        signedBy: 'D. Whitfield',
        notes: 'Patient declined; calm on reassessment',
        signature: null,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    scheduledMedications: [
      {
        id: id(1201),
        patientId: samplePatientId,
        episodeOfCareId: sampleEpisodeOfCareId,
        type: 'SCH',
        medication: ref(sertraline),
        dosageAmount: '1',
        unitOfMeasurement: tablet,
        medicationRoute: oral,
        instructions: 'Take in the morning with food',
        startDate: '2025-11-04',
        endDate: null,
        untilDischarge: true,
        times: ['08:00'],
        frequency: 'EveryDay',
        interval: null,
        intervalAmount: null,
        ...weekdays,
        createdAt: stamp,
        updatedAt: stamp,
      },
      {
        id: id(1202),
        patientId: samplePatientId,
        episodeOfCareId: sampleEpisodeOfCareId,
        type: 'SCH',
        medication: ref(trazodone),
        dosageAmount: '1',
        unitOfMeasurement: tablet,
        medicationRoute: oral,
        instructions: 'At bedtime',
        startDate: '2025-12-01',
        endDate: '2026-02-28',
        untilDischarge: false,
        times: ['21:00'],
        frequency: 'DaysOfWeek',
        interval: null,
        intervalAmount: null,
        ...weekdays,
        monday: true,
        wednesday: true,
        friday: true,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    prnMedications: [
      {
        id: id(1301),
        patientId: samplePatientId,
        episodeOfCareId: sampleEpisodeOfCareId,
        type: 'PRN',
        medication: ref(hydroxyzine),
        dosageAmount: '25',
        unitOfMeasurement: milligram,
        medicationRoute: oral,
        instructions: 'For anxiety, at most every 6 hours',
        startDate: '2025-11-04',
        stopDate: '2026-03-01',
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    medications,
    medicationRoutes: [oral, sublingual, named(3, 'Intramuscular'), named(4, 'Topical')],
    unitsOfMeasurement: [tablet, capsule, milligram, named(13, 'mL')],
    treatmentPlans: [
      treatmentPlan(2, '2026-01-02T17:00:00.000Z', {
        Crud1: [
          {
            Textarea2: 'Depressed mood interfering with work and relationships',
            Textarea3: 'Return to full-time work with stable mood',
            Crud4: [
              objective(
                'Attend 10 of 12 weekly therapy sessions',
                'Weekly CBT sessions',
                'Therapist, patient',
              ),
              objective('PHQ-9 below 10 within 90 days', 'Medication management', 'Psychiatric prescriber'),
            ],
          },
          {
            Textarea2: 'Difficulty falling asleep',
            Textarea3: 'Sleep 7 hours on most nights',
            Crud4: [objective('Keep a sleep diary for 4 weeks', 'Sleep hygiene education', 'Nurse, patient')],
          },
        ],
      }),
      treatmentPlan(1, '2025-11-05T17:00:00.000Z', {
        Crud1: [
          {
            Textarea2: 'Anxiety with panic episodes',
            Textarea3: 'Manage anxiety without emergency visits',
            Crud4: [objective('Learn two grounding techniques', 'Skills group', 'Case manager')],
          },
        ],
      }),
    ],
  };
}
