import dayjs from 'dayjs';
import { wallDateOf } from './wallClockDates';

/** The location days a calendar view shows: the day, or its week (starting as the language's weeks do). */
export function calendarRange(
  view: 'day' | 'week',
  date: Date,
  language: string,
): { from: string; to: string } {
  if (view === 'day') return { from: wallDateOf(date), to: wallDateOf(date) };
  const start = dayjs(date).locale(language).startOf('week');
  return { from: wallDateOf(start.toDate()), to: wallDateOf(start.add(6, 'day').toDate()) };
}

/** The agenda's first range: two weeks from today. */
export function agendaRange(today: Date): { from: string; to: string } {
  return { from: wallDateOf(today), to: wallDateOf(dayjs(today).add(13, 'day').toDate()) };
}
