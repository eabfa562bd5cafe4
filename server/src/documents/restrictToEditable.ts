import { eachLayoutComponent, type FormContent, getCatalogueEntry, type Results } from '@clinic/forms-core';

/**
 * A patient may change only the fields editable in the portal (eFormEditable, forms.md section 1):
 * the stored results are kept and only editable components take the value the request sends.
 */
export function restrictToEditable(content: FormContent, stored: Results, incoming: Results): Results {
  const merged: Results = { ...stored };
  for (const component of eachLayoutComponent(content.rows)) {
    const defaults = getCatalogueEntry(component.elType, component.version)?.defaults;
    const editable = (component.properties.eFormEditable ?? defaults?.eFormEditable ?? true) !== false;
    if (editable && Object.hasOwn(incoming, component.id)) merged[component.id] = incoming[component.id];
  }
  return merged;
}
