import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { placesOfService } from '../../db/schema';

/** CMS place-of-service codes of telehealth: 02 (not in the patient's home) and 10 (in the home). */
const telehealthCodes: ReadonlySet<string> = new Set(['02', '10']);

export const isTelehealthCode = (code: string | null | undefined): boolean =>
  code !== null && code !== undefined && telehealthCodes.has(code);

/** Whether an appointment at this place of service is a video visit. */
export async function isTelehealthPlace(db: Queryable, placeOfServiceId: string | null): Promise<boolean> {
  if (!placeOfServiceId) return false;
  const [place] = await db
    .select({ code: placesOfService.code })
    .from(placesOfService)
    .where(eq(placesOfService.id, placeOfServiceId));
  return isTelehealthCode(place?.code);
}
