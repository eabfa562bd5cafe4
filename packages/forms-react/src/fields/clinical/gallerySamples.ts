import type { GallerySample } from '../../gallery/gallerySample';
import { sampleClinicalData } from '../../services/inMemoryClinicalSampleData';
import { toAllergyRow } from './allergies/allergyRows';
import { sortDiagnosisRows, toDiagnosisRow } from './diagnosis/diagnosisRows';
import { toActiveMedicationRow } from './medications/activeMedicationRows';
import { toMarRow } from './medications/marRows';
import { problemObjectivesOf } from './treatmentPlan/problemObjectives';
import { toVitalRow } from './vitals/vitalRows';

const data = /* @__PURE__ */ sampleClinicalData();
const plan = data.treatmentPlans[0]!;
const { results, ...planDocument } = plan.document;

/** The clinical types with the values a filled document holds, built from the in-memory sample records. */
export const clinicalGallerySamples: GallerySample[] = [
  {
    elType: 'PatientVitals',
    version: 1,
    value: data.vitalRecords.slice(0, 1).map((record) => toVitalRow(record, 1)),
  },
  {
    elType: 'PatientVitals',
    version: 2,
    title: 'All records',
    value: data.vitalRecords.map((record) => toVitalRow(record, 2)),
  },
  { elType: 'PatientDiagnosisCodes', value: sortDiagnosisRows(data.diagnosisCodes.map(toDiagnosisRow)) },
  { elType: 'PatientAllergies', value: data.allergies.map(toAllergyRow) },
  { elType: 'PatientMedications', value: data.marRecords.map(toMarRow) },
  {
    elType: 'ActiveMedications',
    value: [...data.scheduledMedications, ...data.prnMedications].map(toActiveMedicationRow),
  },
  {
    elType: 'DoseSpotActiveMedications',
    value: [
      {
        medication: 'Sertraline 50 mg tablet',
        effectiveDate: '2026-01-05',
        sig: 'Take 1 tablet by mouth every morning',
        dispense: '30 tablets',
        date: '2026-01-05',
        substitutionAllowed: true,
        daySupply: 30,
        numberOfRefills: 2,
      },
    ],
  },
  {
    elType: 'EmarScheduledTreatmentEvents',
    value: [
      {
        effectiveDate: '2026-01-05T13:00:00.000Z',
        expirationDate: '2026-02-04T13:00:00.000Z',
        frequency: 'Daily',
        timesPerDay: 1,
        drug: 'Sertraline 50 mg tablet',
        drugQuantity: 1,
        drugUom: 'tablet',
        type: 'Scheduled',
      },
    ],
  },
  {
    elType: 'EmarPatientVitals',
    value: [
      {
        items: [
          {
            type: 'Blood pressure',
            value: '118/76',
            notes: '',
            createdOn: '2026-01-05T14:00:00.000Z',
            updatedOn: '2026-01-05T14:00:00.000Z',
          },
          {
            type: 'Pulse',
            value: '70',
            notes: 'Resting',
            createdOn: '2026-01-05T14:00:00.000Z',
            updatedOn: '2026-01-05T14:00:00.000Z',
          },
        ],
      },
    ],
  },
  {
    elType: 'EmarPatientDispenseReport',
    value: [
      {
        dispensed: '2026-01-05T13:05:00.000Z',
        scheduled: '2026-01-05T13:00:00.000Z',
        drug: 'Sertraline 50 mg tablet',
        drugQuantity: 1,
        drugUom: 'tablet',
        status: 'Administered',
        administeredBy: 'Dana Whitfield, RN',
      },
      {
        dispensed: '',
        scheduled: '2026-01-05T21:00:00.000Z',
        drug: 'Trazodone 50 mg tablet',
        drugQuantity: 1,
        drugUom: 'tablet',
        status: 'Pending',
        administeredBy: '',
      },
    ],
  },
  {
    elType: 'TreatmentPlanObjectives',
    value: {
      document: planDocument,
      problemObjectives: problemObjectivesOf(results, plan.objectivesMap),
      selectedObjectives: ['problem_1_objective_1', 'problem_2_objective_1'],
      objectiveDetails: {
        problem_1_objective_1: 'Attended 3 of 3 sessions this month.',
        problem_2_objective_1: 'Diary started on 01/02.',
      },
    },
  },
];
