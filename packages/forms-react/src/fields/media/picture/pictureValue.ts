import { wallClockNow } from '../wallClockNow';

/** The Picture value (forms.md section 3; forms-core picture valueSchema). */
export interface PictureValue {
  /** The compressed picture as a data URL. */
  picture: string;
  /** When it was taken: wall-clock YYYY-MM-DDTHH:mm:ss, shown as written. */
  date: string;
}

export function pictureValue(picture: string, now?: Date): PictureValue {
  return { picture, date: wallClockNow(now) };
}

export function pictureOf(value: unknown): { picture: string; date: string | null } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { picture, date } = value as { picture?: unknown; date?: unknown };
  if (typeof picture !== 'string' || picture === '') return null;
  return { picture, date: typeof date === 'string' && date !== '' ? date : null };
}
