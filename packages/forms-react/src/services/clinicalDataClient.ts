/**
 * The clinical data the clinical components read and write (issue 6 point 3). The staff app
 * implements it over HTTP (api/core); tests and the gallery use an in-memory one.
 * The clinical components' author fills in this interface.
 */
export interface ClinicalDataClient {
  /** Placeholder member until the clinical components land. */
  readonly kind: string;
}
