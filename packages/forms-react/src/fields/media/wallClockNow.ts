import dayjs from 'dayjs';

/**
 * When a signature or picture was taken: the device's wall-clock time without an offset
 * (YYYY-MM-DDTHH:mm:ss), which the section 9 formatters show as written.
 */
export function wallClockNow(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DDTHH:mm:ss');
}
