import { type Properties, stripDoubleBracesFromProperties, structurallyEqual } from '@clinic/forms-core';

/** Whether any property holds a `{{ }}` expression (nested lists and objects included). */
export function hasComputedProperties(properties: Properties): boolean {
  return !structurallyEqual(stripDoubleBracesFromProperties(properties), properties);
}
