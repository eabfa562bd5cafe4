import { type FormContent, loadFormContent } from '@clinic/forms-core';

/**
 * Content read back from the database was checked when it was saved; if it no longer loads the
 * stored data is broken, which is a server error, not the caller's.
 */
export function loadFormContentOrThrow(json: unknown, versionId: string): FormContent {
  const loaded = loadFormContent(json);
  if (!loaded.ok) {
    throw new Error(`stored content of version ${versionId} does not load: ${loaded.errors[0]?.message}`);
  }
  return loaded.content;
}
