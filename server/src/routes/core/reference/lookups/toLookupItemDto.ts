import type { CoreReferenceLookupItem } from '@clinic/api-contract';
import type { lookupItems } from '../../../../db/schema';

export function toLookupItemDto(row: typeof lookupItems.$inferSelect): CoreReferenceLookupItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    code: row.code,
    sortOrder: row.sortOrder,
    extra: isRecord(row.extra) ? row.extra : {},
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
