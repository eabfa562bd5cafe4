import type { DisplayMode } from '../../render/displayMode';

/** The preview's display modes: the four a form is used in, then the builder's own design view. */
/** The modes a form is shown in (the properties panel is not one to preview). */
export type PreviewMode = Exclude<DisplayMode, 'properties'>;

export const previewModes: readonly PreviewMode[] = [
  'form-submitter',
  'form-viewer',
  'e-form',
  'printable',
  'form-builder',
];

export type PreviewDevice = 'phone' | 'tablet' | 'desktop';

/** Common CSS widths of each kind of screen (a mid-size phone, a portrait tablet, a laptop). */
export const previewDevices: ReadonlyArray<{ device: PreviewDevice; width: number }> = [
  { device: 'phone', width: 390 },
  { device: 'tablet', width: 768 },
  { device: 'desktop', width: 1200 },
];
