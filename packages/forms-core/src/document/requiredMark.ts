import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { ComponentNode, Properties } from '../model/layout';

/**
 * Whether a component shows the required mark: only where completing enforces something, so a
 * star never promises a rule the check does not hold (a plain Checkbox, a clinical list). A
 * Checkbox shows it when it must be ticked.
 */
export function showsRequiredMark(
  component: Pick<ComponentNode, 'elType' | 'version'>,
  properties: Readonly<Properties>,
): boolean {
  const rules = getCatalogueEntry(component.elType, component.version)?.rules ?? [];
  if (properties.mustBeTicked === true && rules.includes('mustBeTicked')) return true;
  return properties.required === true && (rules.includes('required') || rules.includes('signatureRequired'));
}
