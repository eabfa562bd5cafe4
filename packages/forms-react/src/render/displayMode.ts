import type { DocumentMode } from '@clinic/forms-core';

/**
 * The display modes of every component (forms.md section 1), plus the printable layout. Who may
 * edit in each is forms-core's `mayEdit`, the rule the server also follows.
 */
export type DisplayMode = DocumentMode;
