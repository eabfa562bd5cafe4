import { type ComponentNode, getCatalogueEntry } from '@clinic/forms-core';

/** The display modes of every component (forms.md section 1), plus the printable layout. */
export type DisplayMode =
  | 'form-builder'
  | 'properties'
  | 'form-submitter'
  | 'form-viewer'
  | 'e-form'
  | 'printable';

/**
 * Whether a component takes input in a mode: always when filling, never when viewing; in the
 * portal's e-form mode only when its eFormEditable property is not false.
 */
export function isEditableIn(mode: DisplayMode, properties: Readonly<Record<string, unknown>>): boolean {
  if (mode === 'form-submitter') return properties.readonly !== true;
  if (mode === 'e-form') return properties.eFormEditable !== false && properties.readonly !== true;
  return false;
}

/**
 * isEditableIn for a component whose stored properties may omit eFormEditable: the catalogue's
 * default then applies (false for the eMAR components, forms.md section 3), as in validateForm.
 */
export function isComponentEditableIn(
  mode: DisplayMode,
  node: Pick<ComponentNode, 'elType' | 'version'>,
  properties: Readonly<Record<string, unknown>>,
): boolean {
  const eFormEditable =
    properties.eFormEditable ?? getCatalogueEntry(node.elType, node.version)?.defaults.eFormEditable;
  return isEditableIn(mode, { ...properties, eFormEditable });
}
