import dayjs from 'dayjs';

/** An instant as a datetime-local input shows it (the browser's time). */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : dayjs().format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local input's value as an instant, or null while it is incomplete. */
export function fromLocalInput(value: string): string | null {
  const parsed = dayjs(value);
  return value && parsed.isValid() ? parsed.toISOString() : null;
}
