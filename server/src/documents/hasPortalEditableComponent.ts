import { eachLayoutComponent, type FormContent, getCatalogueEntry } from '@clinic/forms-core';

/** Whether a patient can fill anything in the form (a field with a value, editable in e-forms). */
export function hasPortalEditableComponent(content: FormContent): boolean {
  for (const component of eachLayoutComponent(content.rows)) {
    const entry = getCatalogueEntry(component.elType, component.version);
    if (!entry || entry.valueSchema === null) continue;
    if ((component.properties.eFormEditable ?? entry.defaults.eFormEditable ?? true) !== false) return true;
  }
  return false;
}
