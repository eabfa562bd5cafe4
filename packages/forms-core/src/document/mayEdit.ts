import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { ComponentDisplayMode } from '../catalogue/displayModes';
import { resolveCatalogueElType } from '../catalogue/elTypeAliases';
import type { ComponentNode, FormContent, Properties } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';

/** The modes a component is shown in: the spec's display modes plus the static printable layout. */
export type DocumentMode = ComponentDisplayMode | 'printable';

/**
 * The clinical sections filled from the patient's chart (chartSections): a patient sees them but
 * never writes them. Staff pick and add within them (a vitals record, a diagnosis code).
 */
export const CHART_SECTION_TYPES: ReadonlySet<string> = new Set([
  'PatientAllergies',
  'PatientVitals',
  'PatientDiagnosisCodes',
  'PatientMedications',
  'ActiveMedications',
]);

/** Whether a component is a chart section, under any of its type's names (ClientAllergies…). */
export const isChartSection = (component: Pick<ComponentNode, 'elType'>) =>
  CHART_SECTION_TYPES.has(resolveCatalogueElType(component.elType));

export interface MayEditOptions {
  /** Whether the component is hidden now: nobody can change what they cannot see. */
  hidden?: boolean;
}

/**
 * Whether the one filling a document in `mode` may change a component's value: the one rule the
 * viewer (controls or static text), the check (e-form checks only these) and the server (a value
 * sent for anything else is ignored) all follow. `properties` are resolved (computed ones applied).
 * Never: display types (a header, rich text), types holding no value, hidden or read-only ones, and
 * any viewing mode. In the portal's e-form: only what the form marks eFormEditable (the catalogue's
 * default when unset: false for eMAR), never a chart section.
 */
export function mayEdit(
  component: Pick<ComponentNode, 'elType' | 'version'>,
  properties: Readonly<Properties>,
  mode: DocumentMode,
  options: MayEditOptions = {},
): boolean {
  if (mode !== 'form-submitter' && mode !== 'e-form') return false;
  const entry = getCatalogueEntry(component.elType, component.version);
  if (!entry || entry.valueSchema === null || entry.category === 'display') return false;
  if (options.hidden === true || properties.readonly === true) return false;
  if (mode === 'form-submitter') return true;
  if (isChartSection(component)) return false;
  return (properties.eFormEditable ?? entry.defaults.eFormEditable) !== false;
}

/**
 * Whether anyone filling in `mode` could change anything in the form, by its components as
 * stored (a form whose every field is read-only, display or kept from the e-form offers a
 * patient nothing to fill in).
 */
export function hasEditableComponent(content: Pick<FormContent, 'rows'>, mode: DocumentMode): boolean {
  for (const component of eachLayoutComponent(content.rows))
    if (mayEdit(component, component.properties, mode)) return true;
  return false;
}
