import { referencedCollections } from '@clinic/forms-core';
import type { LoadedDocument } from '../../../../documents/loadDocument';

/** The collections a link's documents reference: all the patient filling them may read. */
export function eFormCollectionNames(loaded: readonly LoadedDocument[]): string[] {
  return [...new Set(loaded.flatMap(({ version }) => referencedCollections(version.content)))].sort();
}
