import type { ComponentNode } from '@clinic/forms-core';

/** The label a user knows a component by; its id when it has none. */
export function componentLabel(component: ComponentNode): string {
  const label = component.properties.label;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : component.id;
}
