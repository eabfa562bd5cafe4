import { structurallyEqual } from './structurallyEqual';

export type VersionSaveDecision = 'update-in-place' | 'create-new-version';

export interface VersionSaveInput {
  version: { id: string; hasResults: boolean; content: unknown };
  newContent: unknown;
}

/**
 * Documents keep pointing at the version they were filled against, so a version with results
 * must not change: saving changed content creates a new version (which the builder then
 * selects and makes official). Anything else, an unsaved placeholder version included,
 * updates in place (the caller creates rather than patches when isPlaceholderVersionId).
 */
export function decideVersionSave({ version, newContent }: VersionSaveInput): VersionSaveDecision {
  return version.hasResults && !structurallyEqual(version.content, newContent)
    ? 'create-new-version'
    : 'update-in-place';
}
