import { WEEK_DAYS, type WeekDay } from '../../chart/activeMedicationRows';
import type { DocumentTexts } from '../../documentLanguage';
import { EMPTY_DISPLAY, fieldOf, isRecord, recordsOf, scalarCell, textCell } from '../displayCells';
import { displayDate } from '../displayDates';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import { fillSlots } from '../displayTexts';
import type { DisplayCell, DisplayFormatter, DisplayOptions } from '../displayValueTypes';
import { medicationTerm } from './medicationTerms';

/** The day intervals an order may have (forms.md section 9). */
const INTERVALS = [2, 3, 7, 14, 21, 28, 30] as const;
type IntervalKey = `interval${(typeof INTERVALS)[number]}`;

type ActiveMedicationTexts = {
  medication: string;
  type: string;
  dates: string;
  times: string;
  frequency: string;
  instructions: string;
  dateRange: string;
  dateFrom: string;
  dateUntilDischarge: string;
  asNeeded: string;
  EveryDay: string;
  DaysInterval: string;
} & Record<IntervalKey, string> &
  Record<`${WeekDay}Short`, string>;

/** Column headers of Active Medications and the schedule as its rows word it. */
export const activeMedicationTexts: DocumentTexts<ActiveMedicationTexts> = {
  en: {
    medication: 'Medication',
    type: 'Type',
    dates: 'Dates',
    times: 'Times',
    frequency: 'Frequency',
    instructions: 'Instructions',
    dateRange: '{from} to {to}',
    dateFrom: 'From {from}',
    dateUntilDischarge: 'From {from} until discharge',
    asNeeded: 'As needed',
    EveryDay: 'Every day',
    DaysInterval: 'Every few days',
    interval2: 'every 2 days',
    interval3: 'every 3 days',
    interval7: '1 time per week',
    interval14: 'every two weeks',
    interval21: 'every 3 weeks',
    interval28: 'every 28 days',
    interval30: 'every 30 days',
    sundayShort: 'Sun',
    mondayShort: 'Mon',
    tuesdayShort: 'Tue',
    wednesdayShort: 'Wed',
    thursdayShort: 'Thu',
    fridayShort: 'Fri',
    saturdayShort: 'Sat',
  },
  es: {
    medication: 'Medicamento',
    type: 'Tipo',
    dates: 'Fechas',
    times: 'Horarios',
    frequency: 'Frecuencia',
    instructions: 'Instrucciones',
    dateRange: '{from} a {to}',
    dateFrom: 'Desde {from}',
    dateUntilDischarge: 'Desde {from} hasta el alta',
    asNeeded: 'Según necesidad',
    EveryDay: 'Todos los días',
    DaysInterval: 'Cada ciertos días',
    interval2: 'cada 2 días',
    interval3: 'cada 3 días',
    interval7: '1 vez por semana',
    interval14: 'cada dos semanas',
    interval21: 'cada 3 semanas',
    interval28: 'cada 28 días',
    interval30: 'cada 30 días',
    sundayShort: 'Dom',
    mondayShort: 'Lun',
    tuesdayShort: 'Mar',
    wednesdayShort: 'Mié',
    thursdayShort: 'Jue',
    fridayShort: 'Vie',
    saturdayShort: 'Sáb',
  },
};

/** A day interval's label, null for an interval not offered. */
export function intervalLabel(texts: ActiveMedicationTexts, days: unknown): string | null {
  const interval = INTERVALS.find((offered) => offered === days);
  return interval === undefined ? null : texts[`interval${interval}`];
}

/** A schedule as a row shows it: "Every day", "every 2 days", "Mon, Wed, Fri". */
export function scheduleText(texts: ActiveMedicationTexts, schedule: unknown): string | null {
  if (!isRecord(schedule)) return null;
  switch (schedule.frequency) {
    case 'EveryDay':
      return texts.EveryDay;
    case 'DaysInterval':
      return intervalLabel(texts, schedule.intervalAmount) ?? texts.DaysInterval;
    case 'DaysOfWeek': {
      const days = Array.isArray(schedule.days) ? schedule.days : [];
      return WEEK_DAYS.filter((day) => days.includes(day))
        .map((day) => texts[`${day}Short`])
        .join(', ');
    }
    default:
      return null;
  }
}

export function activeMedicationColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  const texts = activeMedicationTexts[context.language];
  const day = (value: unknown) => {
    const cell = displayDate(value, context);
    return cell.kind === 'text' ? cell.text : '--';
  };
  const dates = (row: object): DisplayCell => {
    const range = fieldOf(row, 'dateRange');
    if (!isRecord(range) || !range.startDate) return EMPTY_DISPLAY;
    const from = day(range.startDate);
    if (range.endDate) return textCell(fillSlots(texts.dateRange, { from, to: day(range.endDate) }));
    return textCell(
      fillSlots(range.untilDischarge === true ? texts.dateUntilDischarge : texts.dateFrom, { from }),
    );
  };
  return [
    {
      key: 'medication',
      header: texts.medication,
      cell: (row) => scalarCell(fieldOf(row, 'medicationLabel')),
    },
    {
      key: 'type',
      header: texts.type,
      cell: (row) => scalarCell(medicationTerm(fieldOf(row, 'type'), context.language)),
    },
    { key: 'dates', header: texts.dates, cell: dates },
    {
      key: 'times',
      header: texts.times,
      cell: (row) => {
        const times = fieldOf(row, 'times');
        return Array.isArray(times)
          ? textCell(times.filter((time) => typeof time === 'string').join(', '))
          : EMPTY_DISPLAY;
      },
    },
    {
      key: 'frequency',
      header: texts.frequency,
      cell: (row) =>
        fieldOf(row, 'type') === 'PRN'
          ? textCell(texts.asNeeded)
          : textCell(scheduleText(texts, fieldOf(row, 'frequency'))),
    },
    {
      key: 'instructions',
      header: texts.instructions,
      cell: (row) => scalarCell(fieldOf(row, 'instructions')),
    },
  ];
}

/** Active Medications: scheduled (SCH) and as-needed (PRN) orders. */
export const activeMedicationsDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), activeMedicationColumns(context));
