import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { ComponentDisplayMode } from '../catalogue/displayModes';
import type { ComponentNode, FormContent, Properties, Results } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { validateComponentValue } from './validateComponentValue';

export interface FormValidationOptions {
  mode: ComponentDisplayMode;
  /** Visibility is computed elsewhere (rules, expressions); hidden components are not checked. */
  isHidden?: (componentId: string) => boolean;
  /** True while a user fills the form in (exempts a client signature from required). Default false. */
  filling?: boolean;
  /** The component's properties with computed expressions resolved; default: as stored. */
  resolveProperties?: (component: ComponentNode) => Properties;
}

export interface FormValidationResult {
  valid: boolean;
  /** Messages per component id; only components with errors appear. */
  errors: Record<string, string[]>;
  /** The lowest page holding an error, where the viewer jumps to; null when valid. */
  firstErrorPage: number | null;
}

/**
 * Form-level validation (spec section 5): every visible component of the form,
 * nested layouts included, is checked against its value in the results. In
 * e-form mode only components the patient may edit are checked.
 */
export function validateForm(
  content: FormContent,
  results: Results,
  options: FormValidationOptions,
): FormValidationResult {
  const errors: Record<string, string[]> = {};
  let firstErrorPage: number | null = null;
  const filling = options.filling ?? false;
  forEachComponent(content.rows, (component) => {
    const entry = getCatalogueEntry(component.elType, component.version);
    if (!entry || entry.rules.length === 0) return;
    const properties = options.resolveProperties?.(component) ?? component.properties;
    if (properties.hidden === true || options.isHidden?.(component.id)) return;
    if (options.mode === 'e-form' && (properties.eFormEditable ?? entry.defaults.eFormEditable) === false)
      return;
    // Own keys only: an id such as "constructor" must not read Object.prototype.
    const value = Object.hasOwn(results, component.id) ? results[component.id] : undefined;
    const messages = validateComponentValue({ ...component, properties }, value, { filling });
    if (messages.length === 0) return;
    errors[component.id] = messages;
    firstErrorPage = firstErrorPage === null ? component.page : Math.min(firstErrorPage, component.page);
  });
  return { valid: firstErrorPage === null, errors, firstErrorPage };
}
