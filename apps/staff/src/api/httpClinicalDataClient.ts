import {
  ApiError,
  type CoreClinicalAllergy,
  type CoreClinicalDiagnosisCode,
  type CoreClinicalDoseSpotMedication,
  type CoreClinicalEmarDispenseRow,
  type CoreClinicalEmarScheduledEvent,
  type CoreClinicalEmarVitalsGroup,
  type CoreClinicalIcdCode,
  type CoreClinicalIntegrationErrorCode,
  type CoreClinicalMarRecord,
  type CoreClinicalMedication,
  type CoreClinicalPrnMedication,
  type CoreClinicalScheduledMedication,
  type CoreClinicalScheduledMedicationCreate,
  type CoreClinicalVitalRecord,
  type CoreFormsDetailedDocument,
  type CoreFormsPickedDocument,
  type CoreReferenceLocation,
  type CoreReferenceLookupItem,
  type CoreReferenceLookupKind,
  type CoreReferencePatient,
  coreClinicalIntegrationErrorCodes,
  type HttpClient,
  type PagedReply,
} from '@clinic/api-contract';
import {
  type ClinicalDataClient,
  type ClinicalDateRange,
  ClinicalIntegrationError,
  type ClinicalLookupItem,
  type ClinicalScope,
  ClinicalValidationError,
  type TreatmentPlan,
} from '@clinic/forms-react';

const base = '/api/core';
/** Lookups are read whole (forms.md section 7). */
const wholeList = { page: 0, pageSize: 1_000_000 };
/** The medication picker's call (forms.md section 7). */
const medicationSearch = { page: 0, pageSize: 999, orderBy: 'name' };

const isIntegrationCode = (code: unknown): code is CoreClinicalIntegrationErrorCode =>
  (coreClinicalIntegrationErrorCodes as readonly unknown[]).includes(code);

/**
 * The spec's DoseSpot and eMAR refusals come as 400 (or 502) with `fieldErrors.code`; the
 * components show them by code. Field refusals of a save keep their slots.
 */
function translateError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const code = error.fieldErrors?.code?.[0];
  if (isIntegrationCode(code)) return new ClinicalIntegrationError(code, error.message);
  if (error.status === 400 && error.fieldErrors)
    return new ClinicalValidationError(error.message, error.fieldErrors);
  return error;
}

/** One episode's records, or all of the patient's without an episode. */
const scopeBody = (scope: ClinicalScope) =>
  scope.episodeOfCareId ? { episodeOfCareId: scope.episodeOfCareId } : { patientId: scope.patientId };

const rangeQuery = (range: ClinicalDateRange) =>
  `from=${encodeURIComponent(range.from.toISOString())}&to=${encodeURIComponent(range.to.toISOString())}`;

/** The staff app's ClinicalDataClient: api/core over the shared HTTP client. */
export class HttpClinicalDataClient implements ClinicalDataClient {
  constructor(private readonly http: HttpClient) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await this.http.request<T>(method, `${base}/${path}`, body);
    } catch (error) {
      throw translateError(error);
    }
  }

  private async lookup(kind: CoreReferenceLookupKind): Promise<ClinicalLookupItem[]> {
    const page = await this.call<PagedReply<CoreReferenceLookupItem>>('POST', kind, wholeList);
    return page.items.map((item) => ({
      id: item.id,
      name: item.name,
      color: typeof item.extra.color === 'string' ? item.extra.color : null,
    }));
  }

  listVitalRecords(scope: ClinicalScope) {
    return this.call<CoreClinicalVitalRecord[]>('POST', 'VitalRecords', scopeBody(scope));
  }

  listDiagnosisCodes(scope: ClinicalScope) {
    return this.call<CoreClinicalDiagnosisCode[]>('POST', 'DiagnosisCodes', scopeBody(scope));
  }

  listDiagnosisStatuses() {
    return this.lookup('DiagnosisCodeStatus');
  }

  searchIcdCodes(searchPhrase: string) {
    return this.call<CoreClinicalIcdCode[]>('POST', 'IcdCode', { searchPhrase });
  }

  listAllergies(patientId: string) {
    return this.call<CoreClinicalAllergy[]>('POST', 'Allergy', { patientId });
  }

  listMarRecords(episodeOfCareId: string) {
    return this.call<CoreClinicalMarRecord[]>('GET', `MarsRecords/FromEoc/${episodeOfCareId}`);
  }

  listScheduledMedications(episodeOfCareId: string) {
    return this.call<CoreClinicalScheduledMedication[]>('POST', `ScheduledMedication/${episodeOfCareId}`, {});
  }

  listPrnMedications(episodeOfCareId: string) {
    return this.call<CoreClinicalPrnMedication[]>('POST', `PrnMedication/${episodeOfCareId}`, {});
  }

  createScheduledMedication(order: CoreClinicalScheduledMedicationCreate) {
    return this.call<CoreClinicalScheduledMedication>('PUT', 'ScheduledMedication', order);
  }

  async deleteScheduledMedication(id: string) {
    await this.call<null>('DELETE', `ScheduledMedication/${id}`);
  }

  async deletePrnMedication(id: string) {
    await this.call<null>('DELETE', `PrnMedication/${id}`);
  }

  searchMedications(searchPhrase: string) {
    return this.call<CoreClinicalMedication[]>('POST', 'Medication', { searchPhrase, ...medicationSearch });
  }

  listMedicationRoutes() {
    return this.lookup('MedicationRoute');
  }

  listUnitsOfMeasurement() {
    return this.lookup('UnitOfMeasurement');
  }

  doseSpotActiveMedications(patientId: string) {
    return this.call<CoreClinicalDoseSpotMedication[]>('GET', `DoseSpot/ActiveMedications/${patientId}`);
  }

  emarScheduledEvents(patientId: string, range: ClinicalDateRange) {
    return this.call<CoreClinicalEmarScheduledEvent[]>('POST', `Emar/${patientId}?${rangeQuery(range)}`, {});
  }

  emarVitals(patientId: string, range: ClinicalDateRange) {
    return this.call<CoreClinicalEmarVitalsGroup[]>(
      'POST',
      `Emar/${patientId}/Vitals?${rangeQuery(range)}`,
      {},
    );
  }

  emarDispenseReport(patientId: string, range: ClinicalDateRange) {
    return this.call<CoreClinicalEmarDispenseRow[]>(
      'POST',
      `Emar/${patientId}/DispenseReport?${rangeQuery(range)}`,
      {},
    );
  }

  /** The selected location's treatment plan form, else the episode's location's (forms.md section 6). */
  private async treatmentPlanFormId(scope: {
    episodeOfCareId: string;
    patientId?: string | null;
    locationId?: string | null;
  }): Promise<string | null> {
    const formOf = async (locationId: string) =>
      (await this.call<CoreReferenceLocation>('GET', `Locations/${locationId}`)).treatmentPlanFormId;
    const selected = scope.locationId ? await formOf(scope.locationId) : null;
    if (selected || !scope.patientId) return selected;
    const patient = await this.call<CoreReferencePatient>('GET', `Patients/${scope.patientId}`);
    const episode = patient.episodesOfCare.find((e) => e.id === scope.episodeOfCareId);
    const locationId = episode?.locationId ?? patient.locationId;
    return locationId && locationId !== scope.locationId ? formOf(locationId) : null;
  }

  async listTreatmentPlans(scope: {
    episodeOfCareId: string;
    patientId?: string | null;
    locationId?: string | null;
  }) {
    const formId = await this.treatmentPlanFormId(scope);
    if (!formId) return [];
    const documents = await this.call<CoreFormsPickedDocument[]>(
      'GET',
      `Documents/ByEocForAdvancedFormBuilderComponent/${scope.episodeOfCareId}/${formId}`,
    );
    return documents.map((document) => ({ ...document, parentDocumentId: null }));
  }

  async loadTreatmentPlan(documentId: string): Promise<TreatmentPlan> {
    const detailed = await this.call<CoreFormsDetailedDocument>('GET', `Documents/GetDetailed/${documentId}`);
    const { document } = detailed;
    const content = detailed.version.content as {
      defaults?: { treatmentPlanObjectivesMap?: unknown };
    } | null;
    const map = content?.defaults?.treatmentPlanObjectivesMap;
    return {
      document: {
        id: document.id,
        status: document.status,
        versionId: document.versionId,
        createdAt: document.createdAt,
        createdBy: document.createdBy,
        mode: document.mode,
        results: document.results,
        score: document.score,
        effectiveDate: document.effectiveDate,
        parentDocumentId: document.parentDocumentId,
      },
      objectivesMap: typeof map === 'object' && map !== null ? (map as Record<string, unknown>) : {},
    };
  }
}
