import { formatDisplayDate } from '../rules/formatDateValues';
import { isIsoDate } from '../rules/isoDate';
import type { DocumentContext } from './documentContext';

/** The patient and document values a form's texts may mention as `{{form.<key>}}`. */
export interface FormScope {
  patientName: string;
  mrn: string;
  dateOfBirth: string;
  eocNumber: string;
  effectiveDate: string;
}

/**
 * Both are calendar days: the date of birth a plain date, the effective date that day's UTC
 * midnight. Read by their date part, never shifted into the host's zone (which showed the day
 * before anywhere west of UTC); '' for none or for what is not a date.
 */
function calendarDay(value: string | null | undefined): string {
  const day = value?.slice(0, 10);
  return isIsoDate(day) ? formatDisplayDate(day) : '';
}

/** The `form` scope root of a document, the same in the browser and on the server; '' for what it lacks. */
export function formScopeOf(context: DocumentContext): FormScope {
  const { patient, episodeOfCare, effectiveDate } = context;
  return {
    patientName: patient
      ? [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ')
      : '',
    mrn: patient?.mrn ?? '',
    dateOfBirth: calendarDay(patient?.dateOfBirth),
    eocNumber: episodeOfCare?.number ?? '',
    effectiveDate: calendarDay(effectiveDate),
  };
}
