import type { Questionnaire, QuestionnaireResponse } from '@medplum/fhirtypes';
import type { FormContent, Results } from '../../model/layout';

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
  /*
   * The resources FHIRPath reads, built by our FHIR export: loaded with the engine, so the document
   * pipeline of every other form carries none of it.
   */
  /** The answers as the in-progress QuestionnaireResponse the expressions run on (`%resource`). */
  responseOf(content: Pick<FormContent, 'rows'>, values: Results): QuestionnaireResponse;
  /** The form as its Questionnaire (`%questionnaire`). */
  questionnaireOf(content: FormContent, title: string): Questionnaire;
}
