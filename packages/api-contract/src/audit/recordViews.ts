import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import { pagedReplySchema } from '../common/paging';

/** An IANA time zone the Intl API knows ('America/Chicago'); days are counted in it. */
const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** GET api/portal/Profile/RecordViews: a page, and the patient's time zone that days are counted in. */
export const portalRecordViewsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  timeZone: timeZoneSchema.default('UTC'),
});
export type PortalRecordViewsQuery = z.infer<typeof portalRecordViewsQuerySchema>;

/** One staff member's access to the patient's record on one day (accounting of disclosures). */
export const portalRecordViewSchema = z
  .object({
    /** "First Last, Credentials". */
    staffName: z.string(),
    /** The staff member's role today. */
    role: z.enum(['staff', 'techStaff']),
    /** YYYY-MM-DD in the time zone asked for. */
    date: isoDateSchema,
  })
  .meta({ id: 'PortalRecordView' });
export type PortalRecordView = z.infer<typeof portalRecordViewSchema>;

export const portalRecordViewPageSchema = pagedReplySchema(portalRecordViewSchema).meta({
  id: 'PortalRecordViewPage',
});
export type PortalRecordViewPage = z.infer<typeof portalRecordViewPageSchema>;
