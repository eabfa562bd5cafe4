import type { DisplayMode } from '../../render/displayMode';

/** The preview's display modes: the four a form is used in, then the builder's own design view. */
export const previewModes: ReadonlyArray<{ mode: DisplayMode; label: string }> = [
  { mode: 'form-submitter', label: 'Filling in (staff)' },
  { mode: 'form-viewer', label: 'Read-only (viewer)' },
  { mode: 'e-form', label: 'Patient portal (e-form)' },
  { mode: 'printable', label: 'Printable' },
  { mode: 'form-builder', label: 'Design (form-builder)' },
];

export type PreviewDevice = 'phone' | 'tablet' | 'desktop';

/** Common CSS widths of each kind of screen (a mid-size phone, a portrait tablet, a laptop). */
export const previewDevices: ReadonlyArray<{ device: PreviewDevice; label: string; width: number }> = [
  { device: 'phone', label: 'Phone', width: 390 },
  { device: 'tablet', label: 'Tablet', width: 768 },
  { device: 'desktop', label: 'Desktop', width: 1200 },
];
