/**
 * Sample data of one catalogue type for the component gallery: properties laid over the
 * catalogue's defaults and a value in the results. Each field family keeps its own list
 * (`fields/<family>/gallerySamples.ts`); `gallerySamples.ts` merges them.
 */
export interface GallerySample {
  elType: string;
  /** The catalogue version; without it the sample serves every version of the type. */
  version?: number;
  properties?: Record<string, unknown>;
  value?: unknown;
  /** What the sample shows, when it is worth saying (e.g. "Required, with an error"). */
  title?: string;
}
