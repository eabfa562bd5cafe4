import type { FhirPathEvaluator } from './fhirPathEvaluator';

let loading: Promise<FhirPathEvaluator> | undefined;
let loaded: FhirPathEvaluator | undefined;

/**
 * The FHIRPath engine, loaded once on first use: a dynamic import, so the engine is its own chunk
 * in the apps (never on a first page) and is read by the server only when a form needs it. A
 * failed load is tried again on the next call.
 */
export function loadFhirPathEvaluator(): Promise<FhirPathEvaluator> {
  loading ??= import('./fhirPathEngine').then(
    (module) => {
      loaded = module.fhirPathEvaluator;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The engine when it has loaded already (a second form opens without waiting). */
export function loadedFhirPathEvaluator(): FhirPathEvaluator | undefined {
  return loaded;
}
