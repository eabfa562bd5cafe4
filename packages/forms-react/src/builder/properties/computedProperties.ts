import { type Properties, stripDoubleBracesFromProperties, structurallyEqual } from '@clinic/forms-core';

/** Whether any property holds a `{{ }}` expression (nested lists and objects included). */
export function hasComputedProperties(properties: Properties): boolean {
  return !structurallyEqual(stripDoubleBracesFromProperties(properties), properties);
}

/**
 * forms.md sections 5 and 6: users without tech staff or advanced options have double-brace
 * markers stripped from what they edit, and cannot edit a component with computed properties.
 */
export const COMPUTED_COMPONENT_MESSAGE =
  'Only tech staff or users with advanced options can edit a component with computed properties.';
