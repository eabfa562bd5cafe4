/**
 * A FHIRPath engine, injected into the document pipeline rather than imported by it: the pipeline
 * stays synchronous and small, and the engine (the `fhirpath` package with antlr4 and UCUM, about
 * 1.4 MB) loads only for forms that have FHIRPath to evaluate (loadFhirPathEvaluator).
 */
export interface FhirPathEvaluator {
  /**
   * The result collection of `expression` on `resource`, with `environment` as its `%` variables.
   * Throws when the expression cannot be parsed or run.
   */
  evaluate(expression: string, resource: object, environment: Readonly<Record<string, unknown>>): unknown[];
  /** Whether the expression is FHIRPath that parses. */
  parses(expression: string): boolean;
}
