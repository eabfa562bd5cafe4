import type { DocumentTexts } from '../documentLanguage';

/** Words that display values add to user data; English as the spec words them. */
export const displayTexts: DocumentTexts<{
  empty: string;
  yes: string;
  no: string;
  other: string;
  allDay: string;
  notYetDispensed: string;
  passwordMask: string;
  takenOn: string;
  exampleText: string;
  monthsShort: readonly string[];
}> = {
  en: {
    empty: '--',
    yes: 'Yes',
    no: 'No',
    other: 'Other',
    allDay: 'All day',
    notYetDispensed: 'Not Yet Dispensed',
    passwordMask: '*****',
    takenOn: 'Taken on {date}',
    exampleText: 'Example text',
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  es: {
    empty: '--',
    yes: 'Sí',
    no: 'No',
    other: 'Otro',
    allDay: 'Todo el día',
    notYetDispensed: 'Aún no dispensado',
    passwordMask: '*****',
    takenOn: 'Tomada el {date}',
    exampleText: 'Texto de ejemplo',
    monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  },
};

/** Fills `{name}` slots of a text. */
export function fillSlots(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
