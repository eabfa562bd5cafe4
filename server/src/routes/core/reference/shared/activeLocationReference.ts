import { eq } from 'drizzle-orm';
import { locations } from '../../../../db/schema';

/** For assertIdsExist: a location that has not been removed. */
export const activeLocationReference = {
  table: locations,
  id: locations.id,
  where: eq(locations.active, true),
};
