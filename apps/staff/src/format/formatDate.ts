import dayjs from 'dayjs';

/** The product's display formats (portal.md section 5): MM/DD/YYYY and hh:mm A; '--' when empty. */
export const dateFormat = 'MM/DD/YYYY';
export const timeFormat = 'hh:mm A';

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format(dateFormat) : '--';
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(`${dateFormat} ${timeFormat}`) : '--';
}

/** A location wall-clock time 'YYYY-MM-DDTHH:mm' shown as it reads at the location (no zone shift). */
export function formatWallClock(value: string | null | undefined): string {
  return value ? dayjs(value.slice(0, 16)).format(`${dateFormat} ${timeFormat}`) : '--';
}
