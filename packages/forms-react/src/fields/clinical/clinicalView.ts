import type { DisplayMode } from '../../render/displayMode';

/**
 * How a clinical component shows in a mode: a non-interactive preview in the builder, its
 * controls when editable (submitter, e-form with eFormEditable), else a static table
 * (viewer, printable, read-only e-form).
 */
export type ClinicalView = 'preview' | 'edit' | 'static';

export function clinicalViewOf(mode: DisplayMode, editable: boolean): ClinicalView {
  if (mode === 'form-builder' || mode === 'properties') return 'preview';
  return editable ? 'edit' : 'static';
}
