import type { CoreClinicalVitalRecord } from '@clinic/api-contract';

/** Only signs whose status is Enabled are shown and kept (forms.md section 4). */
export const ENABLED_VITAL_SIGN = 'Enabled';

export interface VitalItemRow {
  vitalSign?: { id?: string; name?: string | null; unit?: string | null; status?: string | null } | null;
  value?: string | number | null;
}

/** A vital record as the document keeps it: v1 by dateTime, v2 by id and effectiveDate. */
export interface VitalRow {
  id?: string | number | null;
  dateTime?: string | null;
  effectiveDate?: string | null;
  user?: string | { fullName?: unknown } | null;
  items?: VitalItemRow[] | null;
}

export function toVitalRow(record: CoreClinicalVitalRecord, version: number): VitalRow {
  const items = record.items
    .filter((item) => item.vitalSign.status === ENABLED_VITAL_SIGN)
    .map((item) => ({ vitalSign: item.vitalSign, value: item.value }));
  const user = record.user ? { id: record.user.id, fullName: record.user.fullName } : null;
  return version >= 2
    ? { id: record.id, effectiveDate: record.effectiveDate, user, items }
    : { dateTime: record.dateTime, user, items };
}

export const vitalRowDate = (row: VitalRow) => row.effectiveDate ?? row.dateTime ?? null;

export function vitalRowCreator(row: VitalRow): string | null {
  const { user } = row;
  if (typeof user === 'string') return user;
  return typeof user?.fullName === 'string' ? user.fullName : null;
}

/** Which record of the list a stored row is (v2 by id, v1 by its date-time). */
export function sameVitalRecord(row: VitalRow, record: VitalRow): boolean {
  if (row.id !== undefined && row.id !== null) return row.id === record.id;
  return vitalRowDate(row) === vitalRowDate(record);
}

/** Items whose sign is disabled are not shown, even in documents saved before it was disabled. */
export function enabledItems(row: VitalRow): VitalItemRow[] {
  return (row.items ?? []).filter((item) => {
    const status = item.vitalSign?.status;
    return status === undefined || status === null || status === ENABLED_VITAL_SIGN;
  });
}
