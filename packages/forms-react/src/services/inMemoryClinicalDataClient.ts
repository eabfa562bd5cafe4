import type {
  CoreClinicalDoseSpotMedication,
  CoreClinicalEmarDispenseRow,
  CoreClinicalEmarScheduledEvent,
  CoreClinicalEmarVitalsGroup,
  CoreClinicalScheduledMedication,
} from '@clinic/api-contract';
import { dayIntervalLabel, timesPerDayPreset } from '@clinic/forms-core';
import { checkScheduledOrder } from '../fields/clinical/medications/checkScheduledOrder';
import {
  type ClinicalDataClient,
  type ClinicalDateRange,
  ClinicalIntegrationError,
  type ClinicalIntegrationErrorCode,
  ClinicalValidationError,
  clinicalIntegrationMessages as messages,
} from './clinicalDataClient';
import { type InMemoryClinicalData, sampleClinicalData } from './inMemoryClinicalSampleData';

type Method = keyof ClinicalDataClient;

export interface InMemoryClinicalDataOptions {
  /** Replaces parts of the sample data. */
  data?: Partial<InMemoryClinicalData>;
  /**
   * Makes calls fail: an integration code raises the spec's DoseSpot or eMAR refusal, an Error
   * is thrown as is.
   */
  failures?: Partial<Record<Method, ClinicalIntegrationErrorCode | Error>>;
  /** Each call answers after this many milliseconds (the gallery shows loading states); 0 by default. */
  latencyMs?: number;
  /** The clock DoseSpot's sample dates count back from. */
  now?: () => Date;
}

export interface InMemoryClinicalDataClient extends ClinicalDataClient {
  /** Every call made, oldest first, for tests. */
  readonly calls: ReadonlyArray<{ method: Method; args: readonly unknown[] }>;
  /** The current records (orders added or deleted through the client included). */
  readonly data: InMemoryClinicalData;
}

const doseSpotMessages: Partial<Record<ClinicalIntegrationErrorCode, string>> = {
  doseSpotDisabled: messages.doseSpotDisabled,
  currentUserWithoutAccess: messages.currentUserWithoutAccess,
  patientNotSynchronized: messages.doseSpotPatientNotSynchronized,
};
const emarMessages: Partial<Record<ClinicalIntegrationErrorCode, string>> = {
  emarDisabled: messages.emarDisabled,
  patientNotSynchronized: messages.emarPatientNotSynchronized,
};

const matches = (phrase: string, ...texts: string[]) => {
  const words = phrase.trim().toLowerCase().split(/\s+/);
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
};

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Points inside an eMAR range, so the sample rows always fall within the filter asked for. */
function pointsIn(range: ClinicalDateRange, count: number): Date[] {
  const span = range.to.getTime() - range.from.getTime();
  return Array.from(
    { length: count },
    (_, i) => new Date(range.from.getTime() + (span * (i + 1)) / (count + 1)),
  );
}

function emarEvents(range: ClinicalDateRange): CoreClinicalEmarScheduledEvent[] {
  const [first, second] = pointsIn(range, 2);
  return [
    {
      effectiveDate: first!.toISOString(),
      expirationDate: new Date(first!.getTime() + 30 * dayMs).toISOString(),
      frequency: 'Daily',
      timesPerDay: 1,
      drug: 'Sertraline 50 mg tablet',
      drugQuantity: 1,
      drugUom: 'tablet',
      type: 'Scheduled',
    },
    {
      effectiveDate: second!.toISOString(),
      expirationDate: null,
      frequency: 'Every 6 hours as needed',
      timesPerDay: 4,
      drug: 'Hydroxyzine 25 mg tablet',
      drugQuantity: 25,
      drugUom: 'mg',
      type: 'PRN',
    },
  ];
}

function emarVitals(range: ClinicalDateRange): CoreClinicalEmarVitalsGroup[] {
  return pointsIn(range, 2).map((at, i) => ({
    items: [
      {
        type: 'Blood pressure',
        value: i ? '122/80' : '118/76',
        notes: '',
        createdOn: at.toISOString(),
        updatedOn: at.toISOString(),
      },
      {
        type: 'Pulse',
        value: i ? '76' : '70',
        notes: i ? 'After walk' : '',
        createdOn: at.toISOString(),
        updatedOn: at.toISOString(),
      },
    ],
  }));
}

function emarDispense(range: ClinicalDateRange): CoreClinicalEmarDispenseRow[] {
  const [first, second] = pointsIn(range, 2);
  return [
    {
      dispensed: first!.toISOString(),
      scheduled: first!.toISOString(),
      drug: 'Sertraline 50 mg tablet',
      drugQuantity: 1,
      drugUom: 'tablet',
      status: 'Administered',
      administeredBy: 'Dana Whitfield, RN',
    },
    {
      dispensed: '',
      scheduled: second!.toISOString(),
      drug: 'Trazodone 50 mg tablet',
      drugQuantity: 1,
      drugUom: 'tablet',
      status: 'Pending',
      administeredBy: '',
    },
  ];
}

function doseSpotRows(now: Date): CoreClinicalDoseSpotMedication[] {
  const daysAgo = (days: number) => isoDay(new Date(now.getTime() - days * dayMs));
  const row = (
    medication: string,
    days: number,
    sig: string,
    refills: number,
  ): CoreClinicalDoseSpotMedication => ({
    medication,
    effectiveDate: daysAgo(days),
    sig,
    dispense: '30 tablets',
    date: daysAgo(days),
    substitutionAllowed: days % 2 === 0,
    daySupply: 30,
    numberOfRefills: refills,
  });
  return [
    row('Sertraline 50 mg tablet', 0, 'Take 1 tablet by mouth every morning', 2),
    row('Trazodone 50 mg tablet', 5, 'Take 1 tablet by mouth at bedtime as needed for sleep', 1),
    row('Hydroxyzine 25 mg tablet', 20, 'Take 1 tablet by mouth every 6 hours as needed for anxiety', 0),
    row('Lithium carbonate 300 mg capsule', 75, 'Take 1 capsule by mouth twice daily', 3),
  ];
}

/**
 * A ClinicalDataClient over sample records, for tests and the component gallery. Searches and
 * lists behave like api/core (3-character searches, newest first); `failures` makes calls fail
 * with the spec's DoseSpot and eMAR refusals.
 */
export function createInMemoryClinicalDataClient(
  options: InMemoryClinicalDataOptions = {},
): InMemoryClinicalDataClient {
  const data: InMemoryClinicalData = { ...sampleClinicalData(), ...options.data };
  const calls: Array<{ method: Method; args: readonly unknown[] }> = [];
  const now = options.now ?? (() => new Date());
  let nextId = 1;

  async function answer<T>(method: Method, args: readonly unknown[], produce: () => T): Promise<T> {
    calls.push({ method, args });
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const failure = options.failures?.[method];
    if (failure instanceof Error) throw failure;
    if (failure) {
      const known = method.startsWith('emar') ? emarMessages : doseSpotMessages;
      throw new ClinicalIntegrationError(failure, known[failure] ?? messages.unexpectedError);
    }
    return structuredClone(produce());
  }

  const inEpisode = <T extends { episodeOfCareId: string | null }>(rows: T[], episodeOfCareId: string) =>
    rows.filter((row) => row.episodeOfCareId === episodeOfCareId);

  return {
    calls,
    data,
    listVitalRecords: (scope) =>
      answer('listVitalRecords', [scope], () =>
        data.vitalRecords.filter(
          (r) =>
            r.patientId === scope.patientId &&
            (!scope.episodeOfCareId || r.episodeOfCareId === scope.episodeOfCareId),
        ),
      ),
    listDiagnosisCodes: (scope) =>
      answer('listDiagnosisCodes', [scope], () =>
        data.diagnosisCodes.filter(
          (r) =>
            r.patientId === scope.patientId &&
            (!scope.episodeOfCareId || r.episodeOfCareId === scope.episodeOfCareId),
        ),
      ),
    listDiagnosisStatuses: () => answer('listDiagnosisStatuses', [], () => data.diagnosisStatuses),
    searchIcdCodes: (phrase) =>
      answer('searchIcdCodes', [phrase], () =>
        phrase.trim().length < 3
          ? []
          : data.icdCodes.filter((c) =>
              matches(phrase.replace('.', ''), c.code.replace('.', ''), c.description),
            ),
      ),
    listAllergies: (patientId) =>
      answer('listAllergies', [patientId], () => data.allergies.filter((a) => a.patientId === patientId)),
    listMarRecords: (episodeOfCareId) =>
      answer('listMarRecords', [episodeOfCareId], () => inEpisode(data.marRecords, episodeOfCareId)),
    listScheduledMedications: (episodeOfCareId) =>
      answer('listScheduledMedications', [episodeOfCareId], () =>
        inEpisode(data.scheduledMedications, episodeOfCareId),
      ),
    listPrnMedications: (episodeOfCareId) =>
      answer('listPrnMedications', [episodeOfCareId], () => inEpisode(data.prnMedications, episodeOfCareId)),
    createScheduledMedication: (order) =>
      answer('createScheduledMedication', [order], () => {
        const errors = checkScheduledOrder(order);
        if (Object.keys(errors).length > 0)
          throw new ClinicalValidationError(
            Object.values(errors).flat().join('\n'),
            errors as Record<string, string[]>,
          );
        const medication = data.medications.find((m) => m.id === order.medicationId);
        const lookup = (list: typeof data.medicationRoutes, lookupId: string | null | undefined) => {
          const item = list.find((i) => i.id === lookupId);
          return item ? { id: item.id, name: item.name } : null;
        };
        const stamp = now().toISOString();
        const created: CoreClinicalScheduledMedication = {
          id: `10000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
          patientId: data.scheduledMedications[0]?.patientId ?? '',
          episodeOfCareId: order.episodeOfCareId,
          type: 'SCH',
          medication: {
            id: medication?.id ?? '',
            name: medication?.name ?? '',
            strength: medication?.strength ?? '',
          },
          dosageAmount: String(order.dosageAmount ?? ''),
          unitOfMeasurement: lookup(data.unitsOfMeasurement, order.unitOfMeasurementId),
          medicationRoute: lookup(data.medicationRoutes, order.medicationRouteId),
          instructions: order.instructions ?? '',
          startDate: order.startDate ?? '',
          endDate: order.untilDischarge ? null : (order.endDate ?? null),
          untilDischarge: order.untilDischarge ?? false,
          times: [...new Set(order.times ?? timesPerDayPreset(1))].sort(),
          frequency: order.frequency ?? 'EveryDay',
          interval: order.intervalAmount ? dayIntervalLabel(order.intervalAmount) : null,
          intervalAmount: order.intervalAmount ?? null,
          sunday: order.sunday ?? false,
          monday: order.monday ?? false,
          tuesday: order.tuesday ?? false,
          wednesday: order.wednesday ?? false,
          thursday: order.thursday ?? false,
          friday: order.friday ?? false,
          saturday: order.saturday ?? false,
          createdAt: stamp,
          updatedAt: stamp,
        };
        data.scheduledMedications.unshift(created);
        return created;
      }),
    deleteScheduledMedication: (orderId) =>
      answer('deleteScheduledMedication', [orderId], () => {
        data.scheduledMedications = data.scheduledMedications.filter((m) => m.id !== orderId);
      }),
    deletePrnMedication: (orderId) =>
      answer('deletePrnMedication', [orderId], () => {
        data.prnMedications = data.prnMedications.filter((m) => m.id !== orderId);
      }),
    searchMedications: (phrase) =>
      answer('searchMedications', [phrase], () =>
        phrase.trim().length < 3 ? [] : data.medications.filter((m) => matches(phrase, m.name, m.strength)),
      ),
    listMedicationRoutes: () => answer('listMedicationRoutes', [], () => data.medicationRoutes),
    listUnitsOfMeasurement: () => answer('listUnitsOfMeasurement', [], () => data.unitsOfMeasurement),
    doseSpotActiveMedications: (patientId) =>
      answer('doseSpotActiveMedications', [patientId], () => doseSpotRows(now())),
    emarScheduledEvents: (patientId, range) =>
      answer('emarScheduledEvents', [patientId, range], () => emarEvents(range)),
    emarVitals: (patientId, range) => answer('emarVitals', [patientId, range], () => emarVitals(range)),
    emarDispenseReport: (patientId, range) =>
      answer('emarDispenseReport', [patientId, range], () => emarDispense(range)),
    listTreatmentPlans: (scope) =>
      answer('listTreatmentPlans', [scope], () => data.treatmentPlans.map((plan) => plan.document)),
    loadTreatmentPlan: (documentId) =>
      answer('loadTreatmentPlan', [documentId], () => {
        const plan = data.treatmentPlans.find((p) => p.document.id === documentId);
        if (!plan) throw new Error('The treatment plan was not found.');
        return plan;
      }),
  };
}
