import type { FhirPathEvaluator } from '../fhir/fhirPath/fhirPathEvaluator';
import type { ChartSnapshot } from './chartSnapshot';

/** The patient a document is about, as the form header and the `form` scope show them. */
export interface DocumentPatient {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  mrn: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
}

/** The episode of care a document belongs to. */
export interface DocumentEpisode {
  number: string;
  /** YYYY-MM-DD or an ISO instant. */
  startDate: string | null;
}

/** The clinic a document is written at: the form header's logo and name. */
export interface DocumentClinic {
  name: string;
  /** An image URL or data URL; null for none. */
  logo: string | null;
}

/**
 * Everything besides the results that a document's rules read: who and what it is about, when,
 * the option lists it references and the patient's chart. The browser and the server build it
 * from the same facts (the server from the database, the browser from the document reply), so
 * the pipeline gives both the same answer.
 */
export interface DocumentContext {
  clinic?: DocumentClinic | null;
  formName?: string;
  patient?: DocumentPatient | null;
  episodeOfCare?: DocumentEpisode | null;
  /** The document's effective date: YYYY-MM-DD or an ISO instant. */
  effectiveDate?: string | null;
  /** The option lists the form references as `{{collections.name}}`, by collection name. */
  collections?: Readonly<Record<string, readonly unknown[]>>;
  /**
   * The patient's chart as of now. When given, the clinical sections take their values from it
   * (never from a client); the server gives it on every save and completion.
   */
  chart?: ChartSnapshot;
  /** The clock of `today()` and `now()` (the location's shifted time); default: the host's. */
  now?: () => Date;
  /**
   * The FHIRPath engine, for forms imported with FHIRPath our language cannot say (needsFhirPath):
   * loaded lazily (loadFhirPathEvaluator) and injected, so no other form carries it.
   */
  fhirPath?: FhirPathEvaluator;
}
