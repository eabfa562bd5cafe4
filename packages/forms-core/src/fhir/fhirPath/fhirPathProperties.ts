import type { Extension } from '@medplum/fhirtypes';
import { containsExpression } from '../../expressions/computedValue';
import type { ComponentNode, FormContent } from '../../model/layout';
import { forEachComponent } from '../../model/walkLayout';
import { fhirExtensionUrls } from '../fhirUrls';

/** A Questionnaire or item variable (SDC `variable`): `%name` in the expressions after it. */
export interface FhirPathVariable {
  name: string;
  expression: string;
}

/**
 * One FHIRPath an imported form evaluates: a calculatedExpression our language could not say
 * (the component's value) or an enableWhenExpression (whether the component shows).
 */
export interface FhirPathProperty {
  component: ComponentNode;
  kind: 'value' | 'enabled';
  expression: string;
  /** The item's own variables, evaluated after the Questionnaire's. */
  variables: readonly FhirPathVariable[];
}

/** The overlay key of an enableWhenExpression's result: false hides the component. */
export const FHIR_ENABLED = 'fhirEnabled';

/** The FHIRPath variables among extensions, in order (other languages, such as FHIR queries, are not run). */
export function fhirPathVariables(extensions: readonly Extension[] | undefined): FhirPathVariable[] {
  return (extensions ?? []).flatMap((extension) => {
    const expression = extension.valueExpression;
    if (extension.url !== fhirExtensionUrls.variable || !expression?.name || !expression.expression)
      return [];
    if (expression.language !== undefined && expression.language !== 'text/fhirpath') return [];
    return [{ name: expression.name, expression: expression.expression }];
  });
}

function keptExtensions(kept: unknown): Extension[] | undefined {
  const extension = (kept as { extension?: unknown } | undefined)?.extension;
  return Array.isArray(extension) ? (extension as Extension[]) : undefined;
}

/**
 * What a component evaluates with FHIRPath: its kept calculatedExpression when the import could
 * not translate it (a translated one is a `{{ }}` value, computed by our engine), and its kept
 * enableWhenExpression.
 */
export function componentFhirPath(component: ComponentNode): FhirPathProperty[] {
  const { fhirCalculatedExpression, fhirEnableWhenExpression, fhirGroupEnableWhenExpressions, value, fhir } =
    component.properties;
  const variables = fhirPathVariables(keptExtensions(fhir));
  const found: FhirPathProperty[] = [];
  if (typeof fhirCalculatedExpression === 'string' && !containsExpression(value))
    found.push({ component, kind: 'value', expression: fhirCalculatedExpression, variables });
  // Enabled only while its own expression and every enclosing group's hold (FHIRPath's `and`:
  // an empty result, as from an unanswered item, leaves it disabled, as each alone would).
  const enabled = [
    ...(Array.isArray(fhirGroupEnableWhenExpressions) ? fhirGroupEnableWhenExpressions : []),
    ...(typeof fhirEnableWhenExpression === 'string' ? [fhirEnableWhenExpression] : []),
  ].filter((expression): expression is string => typeof expression === 'string');
  if (enabled.length > 0)
    found.push({
      component,
      kind: 'enabled',
      expression: enabled.length === 1 ? (enabled[0] ?? '') : enabled.map((e) => `(${e})`).join(' and '),
      variables,
    });
  return found;
}

/** Every FHIRPath of a form, in document order. */
export function fhirPathPropertiesOf(content: Pick<FormContent, 'rows'>): FhirPathProperty[] {
  const found: FhirPathProperty[] = [];
  forEachComponent(content.rows, (component) => {
    found.push(...componentFhirPath(component));
  });
  return found;
}

/** Whether a form needs the FHIRPath engine (loadFhirPathEvaluator) to be prepared. */
export function needsFhirPath(content: Pick<FormContent, 'rows'>): boolean {
  return fhirPathPropertiesOf(content).length > 0;
}

/** The Questionnaire's own variables, kept with the form's FHIR elements. */
export function formFhirPathVariables(content: Pick<FormContent, 'fhir'>): FhirPathVariable[] {
  return fhirPathVariables(keptExtensions(content.fhir));
}
