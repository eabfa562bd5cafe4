import { type DateInput, instantOf } from '../rules/clinicTime';
import { sameWallClock, zoneShortName } from './zonedTime';

/** The locale whose zone abbreviations a language reads ("EST" in both; es-US keeps them). */
export const ZONE_NAME_LOCALES = { en: 'en-US', es: 'es-US' } as const;

/**
 * The clinic zone's short name ("EST", "EDT") to show after an instant, or '' when the viewer's
 * own zone reads the same wall clock then (or the value is wall-clock text of no zone), so a
 * time is named only where it could be misread.
 */
export function zoneLabel(
  value: DateInput,
  timeZone: string,
  viewerTimeZone: string,
  language: keyof typeof ZONE_NAME_LOCALES = 'en',
): string {
  const instant = instantOf(value);
  if (instant === null || sameWallClock(timeZone, viewerTimeZone, instant)) return '';
  return zoneShortName(timeZone, instant, ZONE_NAME_LOCALES[language]);
}

/** A formatted time with the zone label after it when one is due ("03/08/2026 09:30 AM EDT"). */
export function withZoneLabel(text: string, label: string): string {
  return label ? `${text} ${label}` : text;
}
