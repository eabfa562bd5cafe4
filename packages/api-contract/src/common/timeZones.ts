import { z } from 'zod';
import { codedIssue } from '../serverMessages/validationCodes';

/**
 * The IANA zones a location may be in: the runtime's canonical list (Intl), plus "UTC" and the
 * whole-hour "Etc/GMT±N" zones (fixed offsets kept from before locations had zones; note the
 * POSIX sign: Etc/GMT+5 is five hours behind UTC).
 */
function listTimeZones(): readonly string[] {
  const fixed = Array.from({ length: 27 }, (_, index) => index - 12)
    .filter((hours) => hours !== 0)
    .map((hours) => `Etc/GMT${hours < 0 ? '+' : '-'}${Math.abs(hours)}`);
  return [...Intl.supportedValuesOf('timeZone'), 'UTC', ...fixed];
}

let supported: ReadonlySet<string> | null = null;

export function supportedTimeZones(): readonly string[] {
  supported ??= new Set(listTimeZones());
  return [...supported];
}

/** "Asia/Kolkata": the shape of an IANA zone name (no offsets such as "+05:30", no lower case). */
const ZONE_NAME = /^[A-Z][A-Za-z_]+(?:\/[A-Z][A-Za-z_-]+){1,2}$/;

/**
 * A listed zone, or another IANA name of one (runtimes differ on which is canonical: Node 20
 * lists Asia/Calcutta, browsers Asia/Kolkata), so a zone picked in a browser passes on the server.
 */
export function isSupportedTimeZone(value: string): boolean {
  supported ??= new Set(listTimeZones());
  if (supported.has(value)) return true;
  if (!ZONE_NAME.test(value)) return false;
  try {
    return supported.has(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .refine(isSupportedTimeZone, codedIssue('unknownTimeZone'))
  .meta({ description: 'IANA time zone, e.g. "America/New_York"', example: 'America/New_York' });
