import type { Questionnaire } from '@medplum/fhirtypes';
import type { ComponentNode } from '../../model/layout';
import type { NotCarried } from '../exportItem';
import { linkIdOf } from '../itemTypes';
import type { FhirPathEvaluator } from './fhirPathEvaluator';
import { componentFhirPath, fhirPathVariables } from './fhirPathProperties';

const EXTENSION_OF = { value: 'calculatedExpression', enabled: 'enableWhenExpression' } as const;

/**
 * The imported FHIRPath the engine cannot parse: kept and exported again, but never true and never
 * a value, so the import reports it (with the variables that do not parse).
 */
export function unparsedFhirPath(
  questionnaire: Questionnaire,
  components: readonly ComponentNode[],
  evaluator: FhirPathEvaluator,
): NotCarried[] {
  const found: NotCarried[] = [];
  if (fhirPathVariables(questionnaire.extension).some((variable) => !evaluator.parses(variable.expression)))
    found.push({ linkId: '', elType: 'Questionnaire', what: 'variable' });
  for (const component of components) {
    for (const property of componentFhirPath(component)) {
      const unparsed = [
        property.expression,
        ...property.variables.map((variable) => variable.expression),
      ].some((expression) => !evaluator.parses(expression));
      if (unparsed)
        found.push({
          linkId: linkIdOf(component),
          elType: component.elType,
          what: EXTENSION_OF[property.kind],
        });
    }
  }
  return found;
}
