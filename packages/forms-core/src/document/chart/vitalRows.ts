/** Only signs whose status is Enabled are shown and kept (forms.md section 4). */
export const ENABLED_VITAL_SIGN = 'Enabled';

export interface VitalSignRef {
  id?: string;
  name?: string | null;
  unit?: string | null;
  status?: string | null;
}

/** A reading session as the chart gives it (the API's CoreClinicalVitalRecord is one). */
export interface VitalRecord {
  id: string | number;
  dateTime: string;
  effectiveDate: string;
  user: { id: string; fullName: string } | null;
  items: readonly { vitalSign: VitalSignRef; value: string | number }[];
}

export interface VitalItemRow {
  vitalSign?: VitalSignRef | null;
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

/** A vital record in the chart snapshot: the id and both dates, so each version keeps its own. */
export interface ChartVitalRow extends VitalRow {
  id: string | number;
  dateTime: string;
  effectiveDate: string;
  user: { id: string; fullName: string } | null;
  items: VitalItemRow[];
}

export function toChartVitalRow(record: VitalRecord): ChartVitalRow {
  return {
    id: record.id,
    dateTime: record.dateTime,
    effectiveDate: record.effectiveDate,
    user: record.user ? { id: record.user.id, fullName: record.user.fullName } : null,
    items: record.items
      .filter((item) => item.vitalSign.status === ENABLED_VITAL_SIGN)
      .map((item) => ({ vitalSign: item.vitalSign, value: item.value })),
  };
}

/** The fields a PatientVitals version keeps of a chart record. */
export function vitalRowOf(row: ChartVitalRow, version: number): VitalRow {
  const { id, dateTime, effectiveDate, user, items } = row;
  return version >= 2 ? { id, effectiveDate, user, items } : { dateTime, user, items };
}

export function toVitalRow(record: VitalRecord, version: number): VitalRow {
  return vitalRowOf(toChartVitalRow(record), version);
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
