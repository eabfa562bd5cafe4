import type { PortalCatalogItem } from '@clinic/api-contract';
import type { LookupItemRow } from '../../core/reference/lookups/listLookupItems';
import { toLookupItemDto } from '../../core/reference/lookups/toLookupItemDto';

export function toCatalogItem(row: LookupItemRow): PortalCatalogItem {
  const { id, name, code, extra } = toLookupItemDto(row);
  return { id, name, code, extra };
}
