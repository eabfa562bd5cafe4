import type { CoreReferenceCollection } from '@clinic/api-contract';
import type { collections } from '../../../../db/schema';

export function toCollectionDto(row: typeof collections.$inferSelect): CoreReferenceCollection {
  return { id: row.id, name: row.name, items: Array.isArray(row.items) ? row.items : [] };
}
