import { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { FieldErrors } from '../shared/fieldErrors';
import { loadLookups, lookupExtraText } from '../shared/lookupRefs';

/** What vital_records.items holds. */
const storedItemsSchema = z.array(z.object({ vitalSignId: z.string(), value: z.string() }));
export type StoredVitalItem = z.infer<typeof storedItemsSchema>[number];

/** The items column as written by this module; anything else reads as no items. */
export function readStoredItems(json: unknown): StoredVitalItem[] {
  const parsed = storedItemsSchema.safeParse(json);
  return parsed.success ? parsed.data : [];
}

export const vitalSignEnabled = 'Enabled';

/**
 * Each item must name a VitalSign lookup item whose status is Enabled (forms.md section 4),
 * at most once per record. Answers the items as stored: values as trimmed text.
 */
export async function validateVitalItems(
  db: Queryable,
  items: ReadonlyArray<{ vitalSignId: string; value: string | number }>,
): Promise<StoredVitalItem[]> {
  const errors = new FieldErrors();
  const lookups = await loadLookups(
    db,
    items.map((item) => item.vitalSignId),
  );
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const sign = lookups.get(item.vitalSignId);
    const field = `items.${index}.vitalSignId`;
    if (sign?.kind !== 'VitalSign' || !sign.active) errors.add(field, 'Unknown vital sign.');
    else if (lookupExtraText(sign, 'status') !== vitalSignEnabled)
      errors.add(field, `${sign.name} is not enabled.`);
    else if (seen.has(item.vitalSignId)) errors.add(field, `${sign.name} is recorded twice.`);
    seen.add(item.vitalSignId);
  });
  errors.throwIfAny();
  return items.map((item) => ({ vitalSignId: item.vitalSignId, value: String(item.value).trim() }));
}
