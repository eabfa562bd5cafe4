import {
  EMPTY_VALUE_TEXT,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatMoneyUsd,
  viewerTimeZone,
} from '@clinic/forms-core';
import { i18n } from '../i18n/i18n';

/**
 * The portal's display formats (portal.md sections 5 and 9): MM/DD/YYYY, hh:mm A, US dollars,
 * '--' for empty values. Location wall-clock values ("2025-03-05T10:00:00") show as written;
 * instants (with Z or an offset) show in the browser's time zone.
 */

type DateValue = string | null | undefined;

/** The browser's own zone, for values that are instants and belong to no location (messages, payments). */
const browserZone = viewerTimeZone();

export function formatDate(value: DateValue): string {
  return formatDisplayDate(value, browserZone);
}

export function formatTime(value: DateValue): string {
  return formatDisplayTime(value, browserZone);
}

export function formatDateTime(value: DateValue): string {
  return formatDisplayDateTime(value, browserZone);
}

/** US dollars ("$1,234.50"), '--' when there is no amount. */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatMoneyUsd(amount);
}

/** A billing date: MM/DD/YYYY or 'Not selected' (portal.md section 2). */
export function formatBillingDate(value: DateValue): string {
  return value ? formatDate(value) : i18n.t('format.notSelected');
}

/** An appointment length: 'All day' for zero minutes, else minutes or hours. */
export function formatDuration(minutes: number): string {
  if (minutes === 0) return i18n.t('format.allDay');
  if (minutes < 60) return i18n.t('format.minutes', { count: minutes });
  return i18n.t('format.hours', { count: Math.round((minutes / 60) * 100) / 100 });
}

/** A text value, or '--' when it is empty. */
export function orEmpty(value: string | null | undefined): string {
  return value?.trim() ? value : EMPTY_VALUE_TEXT;
}
