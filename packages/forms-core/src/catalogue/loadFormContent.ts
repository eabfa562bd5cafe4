import { type FormContent, formContentSchema } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { translationErrors } from '../translations/translationErrors';
import { getCatalogueEntry, getCatalogueVersions } from './catalogueRegistry';
import { checkCataloguePropertyValue } from './checkCataloguePropertyValue';

export interface FormContentError {
  /** Where the problem is, e.g. "rows[0].columns[1].children[2].properties.maxLength"; "" for the root. */
  path: string;
  message: string;
}

export type LoadFormContentResult =
  | { ok: true; content: FormContent }
  | { ok: false; errors: FormContentError[] };

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** Catalogue checks on a layout that already fits the layout schema. */
function checkComponents(content: FormContent): FormContentError[] {
  const errors: FormContentError[] = [];
  const seenIds = new Set<string>();
  forEachComponent(content.rows, (component, path) => {
    const at = (...keys: string[]): string => formatPath([...path, ...keys]);
    if (seenIds.has(component.id)) {
      // Results are keyed by component id, so two components would share one value.
      errors.push({ path: at('id'), message: `Duplicate component id "${component.id}"` });
    }
    seenIds.add(component.id);
    const versions = getCatalogueVersions(component.elType);
    if (versions.length === 0) {
      errors.push({ path: at('elType'), message: `Unknown component type "${component.elType}"` });
      return;
    }
    const entry = getCatalogueEntry(component.elType, component.version);
    if (!entry) {
      const known = versions.map((version) => version.version).join(', ');
      errors.push({
        path: at('version'),
        message: `${component.elType} has no version ${component.version} (known: ${known})`,
      });
      return;
    }
    for (const [name, value] of Object.entries(component.properties)) {
      // Properties the catalogue does not declare are kept: newer builders may add some.
      const meta = entry.propertyByName.get(name);
      if (!meta) continue;
      const check = checkCataloguePropertyValue(meta, value);
      if (check.ok) component.properties[name] = check.value;
      else {
        errors.push({
          path: at('properties', name),
          message: `Property "${name}" of ${entry.elType} must be ${check.expected}`,
        });
      }
    }
  });
  return errors;
}

function readFormContent(json: unknown): LoadFormContentResult {
  const parsed = formContentSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
    };
  }
  const errors = [...checkComponents(parsed.data), ...translationErrors(parsed.data)];
  return errors.length === 0 ? { ok: true, content: parsed.data } : { ok: false, errors };
}

/**
 * Checks form JSON from anywhere (database, clipboard, upload, API body) against
 * the layout schema and the catalogue. Returns the content, with numbers below a
 * property's minimum raised to it, or every problem found with its path.
 * Never throws.
 */
export function loadFormContent(json: unknown): LoadFormContentResult {
  try {
    return readFormContent(json);
  } catch (error) {
    // A hostile or broken document nested deeper than the stack allows.
    return { ok: false, errors: [{ path: '', message: `The form could not be read: ${String(error)}` }] };
  }
}
