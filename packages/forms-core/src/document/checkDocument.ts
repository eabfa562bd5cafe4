import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { FieldError } from '../validation/fieldError';
import { validateComponentValue } from '../validation/validateComponentValue';
import type { DocumentEngine } from './documentEngine';

export interface DocumentCheckOptions {
  /**
   * 'e-form' checks only what the patient may edit (forms.md section 5); 'form-submitter' every
   * shown component, read-only ones included (a computed total still has its bounds).
   */
  mode: 'form-submitter' | 'e-form';
  /** True while a user fills the form in: a required client signature may come later. */
  filling: boolean;
}

export interface DocumentCheck {
  valid: boolean;
  /** The broken rules per component id; only components with errors appear. */
  errors: Record<string, FieldError[]>;
  /** The lowest page holding an error, where the viewer goes; null when valid. */
  firstErrorPage: number | null;
}

/**
 * Every rule of forms.md section 5 on a prepared document: each shown component, nested layouts
 * included, against its value, with its computed properties (a `{{ }}` bound is the bound).
 * Hidden components are not checked. The browser and the server run this same check, so the
 * server refuses exactly what the browser shows as wrong.
 */
export function checkDocument(engine: DocumentEngine, options: DocumentCheckOptions): DocumentCheck {
  const errors: Record<string, FieldError[]> = {};
  let firstErrorPage: number | null = null;
  const results = engine.getResults();
  for (const [id, component] of engine.components) {
    const entry = getCatalogueEntry(component.elType, component.version);
    if (!entry || entry.rules.length === 0 || engine.isHidden(id)) continue;
    if (options.mode === 'e-form' && !engine.mayEdit(id)) continue;
    // Own keys only: an id such as "constructor" must not read Object.prototype.
    const value = Object.hasOwn(results, id) ? results[id] : undefined;
    const found = validateComponentValue(
      { elType: component.elType, version: component.version, properties: engine.getProperties(id) },
      value,
      { filling: options.filling },
    );
    if (found.length === 0) continue;
    errors[id] = found;
    firstErrorPage = firstErrorPage === null ? component.page : Math.min(firstErrorPage, component.page);
  }
  return { valid: firstErrorPage === null, errors, firstErrorPage };
}
