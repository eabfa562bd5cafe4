import type { AppointmentClinician } from '@clinic/api-contract';
import { formatTime } from '../../../format/formatters';

/** 2023-01-01 was a Sunday: weekday n is that day plus n. */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + weekday),
  );

/** "Mon, Tue, Wed 09:00 AM – 05:00 PM": weekdays grouped by identical hours, Monday first. */
export function weeklyHoursText(hours: AppointmentClinician['weeklyHours'], language: string): string {
  const groups = new Map<string, number[]>();
  const mondayFirst = [...hours].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
  for (const h of mondayFirst) {
    const range = `${formatTime(h.startTime)} – ${formatTime(h.endTime)}`;
    groups.set(range, [...(groups.get(range) ?? []), h.weekday]);
  }
  return [...groups]
    .map(([range, days]) => `${[...new Set(days)].map((d) => weekdayName(d, language)).join(', ')} ${range}`)
    .join('; ');
}
