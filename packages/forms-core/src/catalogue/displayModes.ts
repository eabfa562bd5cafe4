/** The display modes of every component (spec section 1). */
export const componentDisplayModes = [
  'form-builder',
  'properties',
  'form-submitter',
  'form-viewer',
  'e-form',
] as const;

export type ComponentDisplayMode = (typeof componentDisplayModes)[number];
