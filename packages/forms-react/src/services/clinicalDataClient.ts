import type {
  CoreClinicalAllergy,
  CoreClinicalDiagnosisCode,
  CoreClinicalDoseSpotMedication,
  CoreClinicalEmarDispenseRow,
  CoreClinicalEmarScheduledEvent,
  CoreClinicalEmarVitalsGroup,
  CoreClinicalIcdCode,
  CoreClinicalIntegrationErrorCode,
  CoreClinicalMarRecord,
  CoreClinicalMedication,
  CoreClinicalPrnMedication,
  CoreClinicalScheduledMedication,
  CoreClinicalScheduledMedicationCreate,
  CoreClinicalVitalRecord,
  CoreFormsPickedDocument,
} from '@clinic/api-contract';

/** Whose records a list call reads: one episode's, or (without an episode) all of the patient's. */
export interface ClinicalScope {
  patientId: string;
  episodeOfCareId?: string | null;
}

/** A lookup item as the clinical pickers offer it (routes, units, diagnosis statuses). */
export interface ClinicalLookupItem {
  id: string;
  name: string;
  /** The diagnosis status badge colour. */
  color?: string | null;
}

/** An eMAR range: inclusive instants. */
export interface ClinicalDateRange {
  from: Date;
  to: Date;
}

/** A treatment plan document as the plan picker offers it. */
export type TreatmentPlanDocument = CoreFormsPickedDocument & { parentDocumentId: string | null };

/**
 * A chosen treatment plan: its document (with results) and the map naming the plan form's
 * components (problems, identifiedProblem, longTermGoal, objectives, shortTermObjective,
 * interventions, responsibleParties), from the plan version's treatmentPlanObjectivesMap.
 */
export interface TreatmentPlan {
  document: TreatmentPlanDocument;
  objectivesMap: Readonly<Record<string, unknown>>;
}

export type ClinicalIntegrationErrorCode = CoreClinicalIntegrationErrorCode;

/** The spec's integration refusals (forms.md section 8), verbatim; the texts translate them. */
export const clinicalIntegrationMessages = {
  doseSpotDisabled:
    "Your tenant doesn't have DoseSpot enabled. Please contact your administrator to get access.",
  currentUserWithoutAccess:
    "Your account doesn't have DoseSpot access. Please contact your administrator to get access.",
  doseSpotPatientNotSynchronized:
    'This patient has not been synced with DoseSpot. Please synchronize the patient before using this component.',
  emarDisabled: "Your tenant doesn't have Emar enabled. Please contact your administrator to get access.",
  emarPatientNotSynchronized:
    'This patient has not been synced with Emar. Please synchronize the patient before using this component.',
  /** The server's text for an unreachable service (a 502). */
  unexpectedError: 'Unexpected error. Please wait a few minutes and try again.',
} as const;

/**
 * A refusal of the prescribing (DoseSpot) or eMAR integration (forms.md section 8). Components
 * show the spec's text for `code` in the form's language.
 */
export class ClinicalIntegrationError extends Error {
  constructor(
    readonly code: ClinicalIntegrationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ClinicalIntegrationError';
  }
}

/** A save refused with messages per field (the scheduled medication modal's error slots). */
export class ClinicalValidationError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>>,
  ) {
    super(message);
    this.name = 'ClinicalValidationError';
  }
}

/**
 * The clinical data the clinical components read and write (forms.md section 7). The staff app
 * implements it over api/core (`httpClinicalDataClient`); tests and the gallery use
 * `createInMemoryClinicalDataClient`. The portal provides none: its e-forms show stored values.
 */
export interface ClinicalDataClient {
  /** VitalRecords: reading sessions, newest first. */
  listVitalRecords(scope: ClinicalScope): Promise<CoreClinicalVitalRecord[]>;
  /** DiagnosisCodes: the episode's saved codes. */
  listDiagnosisCodes(scope: ClinicalScope): Promise<CoreClinicalDiagnosisCode[]>;
  /** The DiagnosisCodeStatus lookup, in display order. */
  listDiagnosisStatuses(): Promise<ClinicalLookupItem[]>;
  /** IcdCode search; a phrase under 3 characters finds nothing. */
  searchIcdCodes(searchPhrase: string): Promise<CoreClinicalIcdCode[]>;
  /** Allergy: the patient's allergies. */
  listAllergies(patientId: string): Promise<CoreClinicalAllergy[]>;
  /** MarsRecords/FromEoc: the episode's administrations, newest first. */
  listMarRecords(episodeOfCareId: string): Promise<CoreClinicalMarRecord[]>;
  listScheduledMedications(episodeOfCareId: string): Promise<CoreClinicalScheduledMedication[]>;
  listPrnMedications(episodeOfCareId: string): Promise<CoreClinicalPrnMedication[]>;
  /** Orders a scheduled medication; refusals throw ClinicalValidationError keyed by body field. */
  createScheduledMedication(
    order: CoreClinicalScheduledMedicationCreate,
  ): Promise<CoreClinicalScheduledMedication>;
  deleteScheduledMedication(id: string): Promise<void>;
  deletePrnMedication(id: string): Promise<void>;
  /** Medication search (page 0, pageSize 999, by name); under 3 characters finds nothing. */
  searchMedications(searchPhrase: string): Promise<CoreClinicalMedication[]>;
  listMedicationRoutes(): Promise<ClinicalLookupItem[]>;
  listUnitsOfMeasurement(): Promise<ClinicalLookupItem[]>;
  /** DoseSpot active medications; refusals throw ClinicalIntegrationError. */
  doseSpotActiveMedications(patientId: string): Promise<CoreClinicalDoseSpotMedication[]>;
  /** eMAR reads over a range; refusals throw ClinicalIntegrationError. */
  emarScheduledEvents(patientId: string, range: ClinicalDateRange): Promise<CoreClinicalEmarScheduledEvent[]>;
  emarVitals(patientId: string, range: ClinicalDateRange): Promise<CoreClinicalEmarVitalsGroup[]>;
  emarDispenseReport(patientId: string, range: ClinicalDateRange): Promise<CoreClinicalEmarDispenseRow[]>;
  /**
   * The episode's treatment plans: documents of the treatment plan form of the location (given,
   * else the episode's), newest first; none when no form is set.
   */
  listTreatmentPlans(scope: {
    episodeOfCareId: string;
    patientId?: string | null;
    locationId?: string | null;
  }): Promise<TreatmentPlanDocument[]>;
  loadTreatmentPlan(documentId: string): Promise<TreatmentPlan>;
}
