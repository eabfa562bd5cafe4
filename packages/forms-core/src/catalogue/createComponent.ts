import type { ComponentNode } from '../model/layout';
import type { CatalogueElType } from './catalogueElTypes';
import { getCatalogueEntry } from './catalogueRegistry';
import { nextComponentId } from './nextComponentId';

/**
 * A new component with its type's default properties, on page 0 (paging
 * reassigns pages). Without a version the latest one is used.
 */
export function createComponent(
  elType: CatalogueElType,
  version?: number,
  existingIds: Iterable<string> = [],
): ComponentNode {
  const entry = getCatalogueEntry(elType, version);
  if (!entry) throw new RangeError(`${elType} has no version ${version}`);
  return {
    kind: 'component',
    id: nextComponentId(elType, existingIds),
    elType,
    version: entry.version,
    page: 0,
    // Defaults are JSON; a copy keeps components from sharing option lists.
    properties: JSON.parse(JSON.stringify(entry.defaults)),
  };
}
