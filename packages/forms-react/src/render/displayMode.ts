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
