import { zoneShortName } from '@clinic/forms-core';
import { wallToUtcMs } from '../wallClock';
import type { MailLanguage } from './mailLanguage';

const locales: Record<MailLanguage, string> = { en: 'en-US', es: 'es-US' };

/**
 * "Tuesday, March 4, 2025, 8:30 AM EST (America/New_York)" / "martes, 4 de marzo de 2025,
 * 8:30 a. m. EST (America/New_York)": the location's wall clock, named with its zone's short name
 * on that day and the zone itself, so a reader elsewhere is not misled. Wall milliseconds are read
 * as UTC, so the server's own zone never enters (wallClock.ts).
 */
export function appointmentWhen(wallMs: number, timeZone: string, language: MailLanguage): string {
  const at = new Date(wallMs);
  const locale = locales[language];
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  // Intl puts narrow no-break spaces before AM/PM; plain spaces read the same in every mail client.
  const zone = zoneShortName(timeZone, wallToUtcMs(wallMs, timeZone), locale);
  return `${date}, ${time.replace(/[\u202f\u00a0]/g, ' ')} ${zone} (${timeZone})`;
}
