import fhirpath from 'fhirpath';
import r4 from 'fhirpath/fhir-context/r4';
import type { FhirPathEvaluator } from './fhirPathEvaluator';

type Compiled = (resource: object, environment: Record<string, unknown>) => unknown[];

/** Compiled expressions, by text; a long-running server sees many forms, so the cache is bounded. */
const compiled = new Map<string, Compiled>();
const MAX_COMPILED = 1000;

function compiledOf(expression: string): Compiled {
  let run = compiled.get(expression);
  if (run === undefined) {
    // Synchronous only: functions that would call a terminology server (memberOf…) throw.
    run = fhirpath.compile(expression, r4, { async: false }) as Compiled;
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(expression, run);
  }
  return run;
}

/** The `fhirpath` package (HL7's reference JavaScript engine) on the R4 model. Only ever imported dynamically. */
export const fhirPathEvaluator: FhirPathEvaluator = {
  evaluate(expression, resource, environment) {
    return compiledOf(expression)(resource, { ...environment });
  },
  parses(expression) {
    try {
      fhirpath.parse(expression);
      return true;
    } catch {
      return false;
    }
  },
};
