import type {
  CoreClinicalPrnMedication,
  CoreClinicalScheduledMedication,
  CoreClinicalWeekDay,
} from '@clinic/api-contract';
import { dosageText, medicationName } from './marRows';

export type MedicationFrequency = CoreClinicalScheduledMedication['frequency'];

/** The order's weekday flags, Sunday first (a value list, so the contract stays a type-only import). */
export const WEEK_DAYS: readonly CoreClinicalWeekDay[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

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
  days?: CoreClinicalWeekDay[];
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

type Order = CoreClinicalScheduledMedication | CoreClinicalPrnMedication;

/** "Sertraline 50 mg tablet — 1 tablet, Oral". */
function labelOf(order: Order): string {
  const dose = [dosageText(order.dosageAmount, order.unitOfMeasurement), order.medicationRoute?.name]
    .filter(Boolean)
    .join(', ');
  return [medicationName(order.medication), dose].filter(Boolean).join(' — ');
}

export function toActiveMedicationRow(order: Order): ActiveMedicationRow {
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
    times: order.times,
    frequency: { frequency: order.frequency, intervalAmount: order.intervalAmount, days },
  };
}
