import { containsExpression } from '../expressions/computedValue';
import type { ComponentNode, FormContent, Results } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import type { CatalogueCategory } from './catalogueEntry';
import { getCatalogueEntry } from './catalogueRegistry';

/**
 * Categories whose `value` property is the value a new document starts with. Display types' `value`
 * is what they show (Text, Html, the form header template); clinical and eMAR values are lists
 * loaded from the patient's record, which a stored default would stop from loading.
 */
const DEFAULTED_CATEGORIES: ReadonlySet<CatalogueCategory> = new Set(['input', 'choice', 'media', 'data']);

/**
 * The value a component starts with in a new document: its `value` property when that fits the
 * type's value shape. A `{{ }}` default is computed by the expressions, not here; null, empty,
 * misfit and untouched catalogue defaults give undefined (the component starts empty).
 */
export function defaultValueOf(component: Pick<ComponentNode, 'elType' | 'version' | 'properties'>): unknown {
  const entry = getCatalogueEntry(component.elType, component.version);
  if (!entry?.valueSchema || !DEFAULTED_CATEGORIES.has(entry.category)) return undefined;
  const value = component.properties.value;
  if (value === null || value === undefined || value === '' || containsExpression(value)) return undefined;
  // The catalogue's own default (a Checkbox's false) is no author's choice: storing it would make a
  // required "I agree" box count as answered before anyone ticks it.
  if (Object.is(value, entry.defaults.value)) return undefined;
  return entry.valueSchema.safeParse(value).success ? value : undefined;
}

/**
 * The results a document of this form starts with: `results` as given, plus each component's
 * default value where it has no result yet (forms.md section 3, common property `value`).
 */
export function defaultResults(content: Pick<FormContent, 'rows'>, results: Results = {}): Results {
  const next: Results = { ...results };
  forEachComponent(content.rows, (component) => {
    if (next[component.id] !== undefined) return;
    const value = defaultValueOf(component);
    if (value !== undefined) next[component.id] = value;
  });
  return next;
}
