import dayjs from 'dayjs';

/** Where a document's patient and episode values come from: a Form Header, or a document reply. */
export type FormContextSource = {
  patient: { firstName: string; middleName: string; lastName: string; mrn: string; dateOfBirth: string };
  episodeOfCare: { number: string } | null;
  effectiveDate: string | null;
};

/** The patient and document values a form's rich text may mention as `{{form.<key>}}`. */
export type FormContextScope = {
  patientName: string;
  mrn: string;
  dateOfBirth: string;
  eocNumber: string;
  effectiveDate: string;
};

/**
 * Both are calendar days: the date of birth a plain date, the effective date that day's UTC
 * midnight. Read by their date part, never shifted into the browser's zone (which showed the day
 * before anywhere west of UTC).
 */
const formatDate = (value: string | null) => (value ? dayjs(value.slice(0, 10)).format('MM/DD/YYYY') : '');

/**
 * The `form` scope root of a document's store (`createFormStore({ scope: { form } })`), the same
 * in the staff app and the portal; '' for what the document lacks (no episode of care).
 */
export function formContextScope({
  patient,
  episodeOfCare,
  effectiveDate,
}: FormContextSource): FormContextScope {
  return {
    patientName: [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' '),
    mrn: patient.mrn,
    dateOfBirth: formatDate(patient.dateOfBirth),
    eocNumber: episodeOfCare?.number ?? '',
    effectiveDate: formatDate(effectiveDate),
  };
}
