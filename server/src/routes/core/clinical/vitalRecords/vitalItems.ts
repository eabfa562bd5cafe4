import {
  checkVitalEntry,
  type VitalReadingInput,
  type VitalSignDefinition,
  vitalProblemText,
} from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { lookupItems } from '../../../../db/schema';
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
 * at most once per record; then api-contract's `checkVitalEntry` (the staff dialog's own check)
 * refuses implausible readings and computes BMI. Answers the items as stored.
 */
export async function validateVitalItems(
  db: Queryable,
  items: ReadonlyArray<VitalReadingInput>,
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
  const check = checkVitalEntry(await enabledVitalSigns(db), items);
  for (const { index, problem } of check.problems)
    errors.add(`items.${index}.value`, vitalProblemText(problem));
  errors.throwIfAny();
  return check.items;
}

/** Every Enabled vital sign: BMI is computed into a record that did not name it. */
async function enabledVitalSigns(db: Queryable): Promise<VitalSignDefinition[]> {
  const rows = await db
    .select()
    .from(lookupItems)
    .where(and(eq(lookupItems.kind, 'VitalSign'), eq(lookupItems.active, true)));
  return rows
    .filter((row) => lookupExtraText(row, 'status') === vitalSignEnabled)
    .map((row) => ({ id: row.id, name: row.name, code: row.code, unit: lookupExtraText(row, 'unit') ?? '' }));
}
