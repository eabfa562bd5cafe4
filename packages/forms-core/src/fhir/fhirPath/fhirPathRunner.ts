import type { QuestionnaireResponse } from '@medplum/fhirtypes';
import type { ExpressionLogger } from '../../expressions/result';
import type { FormContent, Results } from '../../model/layout';
import { responseItems } from '../exportResponse';
import { coerceFhirPathValue } from './coerceFhirPathValue';
import type { FhirPathEvaluator } from './fhirPathEvaluator';
import {
  type FhirPathProperty,
  type FhirPathVariable,
  fhirPathPropertiesOf,
  formFhirPathVariables,
} from './fhirPathProperties';

export interface FhirPathRunner {
  /** The form's FHIRPath, in document order. */
  readonly properties: readonly FhirPathProperty[];
  /**
   * Every property on the current values, in the order of `properties`: a value's result coerced
   * to its component's type (undefined for none), an enableWhenExpression's as a boolean. Without
   * an engine (not loaded yet) nothing is enabled and nothing has a value. Errors never throw:
   * they are logged once per expression and give no value / not enabled.
   */
  evaluate(values: Results, evaluator: FhirPathEvaluator | undefined): unknown[];
}

/**
 * The FHIRPath of an imported form, run as SDC runs it: on a QuestionnaireResponse of the current
 * answers (`%resource`, `%context` and the focus), with the Questionnaire's variables, then the
 * item's own, as `%name`. `%questionnaire` is not given: building it would put the whole export
 * in every form's document chunk and split chunks the portal's first page lists, past its budget
 * (docs/decisions.md); an expression reading it fails as any other.
 */
export function createFhirPathRunner(
  content: FormContent,
  options: { logger: ExpressionLogger },
): FhirPathRunner {
  const properties = fhirPathPropertiesOf(content);
  const formVariables = formFhirPathVariables(content);
  const warned = new Set<string>();

  const run = (
    evaluator: FhirPathEvaluator,
    expression: string,
    resource: QuestionnaireResponse,
    environment: Record<string, unknown>,
    where: string,
  ): unknown[] | undefined => {
    try {
      const result = evaluator.evaluate(expression, resource, environment);
      return Array.isArray(result) ? result : undefined;
    } catch (error) {
      if (!warned.has(expression)) {
        warned.add(expression);
        options.logger.warn(
          `FHIRPath error in ${where}: ${error instanceof Error ? error.message : String(error)}`,
          {
            expression,
          },
        );
      }
      return undefined;
    }
  };

  const withVariables = (
    evaluator: FhirPathEvaluator,
    variables: readonly FhirPathVariable[],
    resource: QuestionnaireResponse,
    base: Record<string, unknown>,
  ) => {
    const environment = { ...base };
    // A variable that fails is left out: the expressions reading it fail in turn, and say so.
    for (const variable of variables) {
      const value = run(evaluator, variable.expression, resource, environment, `variable ${variable.name}`);
      if (value !== undefined) environment[variable.name] = value;
    }
    return environment;
  };

  return {
    properties,
    evaluate(values, evaluator) {
      if (properties.length === 0) return [];
      if (!evaluator) return properties.map((property) => (property.kind === 'enabled' ? false : undefined));
      const item = responseItems(content, values);
      const resource: QuestionnaireResponse = {
        resourceType: 'QuestionnaireResponse',
        status: 'in-progress',
        ...(item.length > 0 ? { item } : {}),
      };
      const base = withVariables(evaluator, formVariables, resource, {
        resource,
        rootResource: resource,
        context: resource,
      });
      return properties.map((property) => {
        const environment =
          property.variables.length > 0 ? withVariables(evaluator, property.variables, resource, base) : base;
        const result = run(evaluator, property.expression, resource, environment, property.component.id);
        if (property.kind === 'enabled') return result?.length === 1 && result[0] === true;
        return result === undefined ? undefined : coerceFhirPathValue(property.component, result);
      });
    },
  };
}
