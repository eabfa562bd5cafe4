import { z } from 'zod';
import { isoDateSchema, isoLocalDateTimeSchema } from '../common/calendarDates';

/** A calendar date at a location, "YYYY-MM-DD" (impossible days such as 2025-02-30 are refused). */
export const appointmentsDateSchema = isoDateSchema;

/** A time of day at a location, "HH:mm". */
export const appointmentsTimeSchema = z.iso.time({ precision: -1 });

/** A wall-clock start chosen in the wizard, "YYYY-MM-DDTHH:mm", at the location (no zone). */
export const appointmentsStartSchema = isoLocalDateTimeSchema;

/** A wall-clock moment in a reply, "YYYY-MM-DDTHH:mm:ss", at the location (no zone). */
export const appointmentsWallClockSchema = z.string().meta({
  description: "Location wall clock 'YYYY-MM-DDTHH:mm:ss' (no zone)",
  example: '2025-03-05T10:00:00',
});
