import type { DisplayMode } from '../render/displayMode';

/** What the gallery shows each type in: every display mode, plus the builder's grid rendering. */
export type GalleryMode = DisplayMode | 'form-builder-grid';

export const galleryModes: readonly GalleryMode[] = [
  'form-builder',
  'form-builder-grid',
  'properties',
  'form-submitter',
  'form-viewer',
  'e-form',
  'printable',
];
