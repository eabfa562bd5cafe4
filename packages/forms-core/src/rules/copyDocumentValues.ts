import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import { resolveCatalogueElType } from '../catalogue/elTypeAliases';
import type { FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';

/**
 * Types whose values are tied to the patient or the signer and are never copied. The spec's copy
 * rule says Client…: the catalogue resolves those names to these, so both spellings are excluded.
 */
export const COPY_EXCLUDED_TYPES: readonly string[] = [
  'Signature',
  'PatientAllergies',
  'PatientDiagnosisCodes',
  'PatientVitals',
  'TreatmentPlanObjectives',
] satisfies CatalogueElType[];

export interface ClipboardValue {
  value: unknown;
  /** Copied along, but left out when pasting (the component's excludeFromPasteContent property). */
  excludeFromPasteContent: boolean;
}

export interface DocumentClipboard {
  formId: string;
  versionId: string;
  /** Component id to copied value. */
  values: Record<string, ClipboardValue>;
}

/** Copies a document's values, in layout order, for pasting into another document of the same form. */
export function copyDocumentValues(
  content: FormContent,
  results: Results,
  formId: string,
  versionId: string,
): DocumentClipboard {
  const values: Record<string, ClipboardValue> = {};
  for (const component of eachLayoutComponent(content.rows)) {
    const excluded = COPY_EXCLUDED_TYPES.includes(resolveCatalogueElType(component.elType));
    if (excluded || !Object.hasOwn(results, component.id)) continue;
    values[component.id] = {
      value: results[component.id],
      excludeFromPasteContent: component.properties.excludeFromPasteContent === true,
    };
  }
  return { formId, versionId, values };
}
