import { timeToMinutes } from '@clinic/forms-core';
import { fillText, type InputTexts } from './inputTexts';

/**
 * forms-core's durationLabel in the form's language: 0 is 'All day', under an hour minutes,
 * exactly one hour '1 hr', longer hours with up to two decimals.
 */
export function localDurationLabel(minutes: number, texts: InputTexts): string {
  if (minutes === 0) return texts.allDay;
  if (minutes < 60) return fillText(texts.durationMinutes, { n: minutes });
  if (minutes === 60) return texts.durationOneHour;
  return fillText(texts.durationHours, { n: Math.round((minutes / 60) * 100) / 100 });
}

/** "HH:mm:ss" of a time input's "HH:mm" (or "HH:mm:ss"); null when unreadable. */
export function toStoredTime(time: string): string | null {
  const minutes = timeToMinutes(time);
  if (minutes === null) return null;
  const seconds = /:\d{2}:(\d{2})$/.exec(time.trim())?.[1] ?? '00';
  return `${time.trim().slice(0, 5)}:${seconds}`;
}
