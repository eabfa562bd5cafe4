import type { DisplayMode } from './displayMode';

/**
 * How a component shows in a mode (forms.md section 1): a non-interactive preview in the builder,
 * controls when it takes input (submitter, editable e-form), otherwise the static section 9 formats.
 */
export type Presentation = 'preview' | 'edit' | 'static';

export function presentationOf(mode: DisplayMode, editable: boolean): Presentation {
  if (mode === 'form-builder' || mode === 'properties') return 'preview';
  return editable ? 'edit' : 'static';
}
