import type { CoreWaitlistEntry } from '@clinic/api-contract';
import { formatDate } from '../../format/formatDate';
import { currentTexts } from '../../i18n/areaTexts';
import { waitlistTexts as texts } from './waitlistTexts';

/** "Monday, Wednesday · Morning (before 12 PM)", then the dates that suit when there are any. */
export function describeEntryTimes(entry: CoreWaitlistEntry): string {
  const days = entry.daysOfWeek.length
    ? entry.daysOfWeek.map((day) => currentTexts().weekdays[day] ?? String(day)).join(', ')
    : texts.anyDay;
  const parts = entry.partsOfDay.length
    ? entry.partsOfDay.map((part) => texts.partsOfDay[part]).join(', ')
    : texts.anyTime;
  const dates = texts.dates(
    entry.earliestDate ? formatDate(entry.earliestDate) : null,
    entry.latestDate ? formatDate(entry.latestDate) : null,
  );
  return [days, parts, dates].filter(Boolean).join(' · ');
}
