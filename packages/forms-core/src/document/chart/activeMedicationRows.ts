import type { MedicationRef, NamedRef } from './chartRefs';
import { dosageText, medicationName } from './marRows';

/** An order's weekday flags, Sunday first. */
export const WEEK_DAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export type MedicationFrequency = 'EveryDay' | 'DaysInterval' | 'DaysOfWeek';

/** The dose of an order. */
interface DoseRecord {
  id: string;
  medication: MedicationRef | null;
  dosageAmount: string | number | null;
  unitOfMeasurement: NamedRef | null;
  medicationRoute: NamedRef | null;
  instructions: string | null;
  startDate: string | null;
}

/** A scheduled (SCH) order as the chart gives it (the API's CoreClinicalScheduledMedication is one). */
export interface ScheduledOrderRecord extends DoseRecord, Readonly<Record<WeekDay, boolean>> {
  type: 'SCH';
  endDate: string | null;
  untilDischarge: boolean;
  /** "HH:mm". */
  times: readonly string[];
  frequency: MedicationFrequency;
  /** Days between doses for DaysInterval. */
  intervalAmount: number | null;
}

/** An as-needed (PRN) order as the chart gives it (the API's CoreClinicalPrnMedication is one). */
export interface PrnOrderRecord extends DoseRecord {
  type: 'PRN';
  stopDate: string | null;
}

export type MedicationOrderRecord = ScheduledOrderRecord | PrnOrderRecord;

/** The dates an order runs; an open end with untilDischarge runs until discharge. */
export interface MedicationDateRange {
  startDate?: string | null;
  endDate?: string | null;
  untilDischarge?: boolean;
}

export interface MedicationSchedule {
  frequency?: MedicationFrequency | null;
  /** Days between doses for DaysInterval. */
  intervalAmount?: number | null;
  /** The days for DaysOfWeek. */
  days?: WeekDay[];
}

/** An active medication as the document keeps it (the catalogue's form-level medication row). */
export interface ActiveMedicationRow {
  /** The order's id, so the row can delete it. */
  id?: string | null;
  type?: 'SCH' | 'PRN' | null;
  dateRange?: MedicationDateRange | null;
  medicationLabel?: string | null;
  times?: string[] | null;
  frequency?: MedicationSchedule | null;
  instructions?: string | null;
}

/** "Sertraline 50 mg tablet — 1 tablet, Oral". */
function labelOf(order: MedicationOrderRecord): string {
  const dose = [dosageText(order.dosageAmount, order.unitOfMeasurement), order.medicationRoute?.name]
    .filter(Boolean)
    .join(', ');
  return [medicationName(order.medication), dose].filter(Boolean).join(' — ');
}

export function toActiveMedicationRow(order: MedicationOrderRecord): ActiveMedicationRow {
  const common = { id: order.id, medicationLabel: labelOf(order), instructions: order.instructions };
  if (order.type === 'PRN') {
    return {
      ...common,
      type: 'PRN',
      dateRange: { startDate: order.startDate, endDate: order.stopDate },
      times: [],
      frequency: null,
    };
  }
  const days = WEEK_DAYS.filter((day) => order[day]);
  return {
    ...common,
    type: 'SCH',
    dateRange: { startDate: order.startDate, endDate: order.endDate, untilDischarge: order.untilDischarge },
    times: [...order.times],
    frequency: { frequency: order.frequency, intervalAmount: order.intervalAmount, days },
  };
}

/** The order types an ActiveMedications component shows: its `type` property, both by default. */
export function activeMedicationTypesOf(properties: Readonly<Record<string, unknown>>) {
  const type = properties.type;
  return { sch: type !== 'prn', prn: type !== 'sch' };
}
