import { escapeHtml } from '../expressions/escapeHtml';
import { EMPTY_VALUE_TEXT } from '../rules/displayFormats';
import { formatDisplayDate } from '../rules/formatDateValues';
import type { DocumentContext } from './documentContext';
import type { DocumentLanguage } from './documentLanguage';
import { formHeaderTexts } from './formHeaderTexts';
import { formScopeOf } from './formScope';

export interface FormHeaderFact {
  label: string;
  /** The value as shown: MM/DD/YYYY for dates, '--' when the document lacks it. */
  value: string;
}

/** What a form header shows, in order; the builder previews the same parts. */
export interface FormHeaderParts {
  /** An image URL the header may show; null for none. */
  logo: string | null;
  clinicName: string | null;
  formName: string | null;
  facts: readonly FormHeaderFact[];
}

/** Only an image data URL or a web address: a stored logo can never be a script URL. */
const SHOWABLE_LOGO = /^(data:image\/[\w.+-]+;base64,|https?:\/\/)/i;

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
const orEmpty = (text: string) => text || EMPTY_VALUE_TEXT;

/** A calendar day (a date, or that day's UTC midnight) by its date part, never shifted by a zone. */
const calendarDay = (value: string | null | undefined) => formatDisplayDate(value?.slice(0, 10));

export function formHeaderParts(context: DocumentContext, language: DocumentLanguage): FormHeaderParts {
  const texts = formHeaderTexts[language];
  const logo = context.clinic?.logo?.trim() ?? '';
  // The patient and dates exactly as the form's `{{form.…}}` mentions show them.
  const scope = formScopeOf(context);
  return {
    logo: SHOWABLE_LOGO.test(logo) ? logo : null,
    clinicName: orNull(context.clinic?.name),
    formName: orNull(context.formName),
    facts: [
      { label: texts.effectiveDate, value: orEmpty(scope.effectiveDate) },
      { label: texts.patientName, value: orEmpty(scope.patientName) },
      { label: texts.mrn, value: orEmpty(scope.mrn) },
      { label: texts.eocNumber, value: orEmpty(scope.eocNumber) },
      { label: texts.dateOfBirth, value: orEmpty(scope.dateOfBirth) },
      { label: texts.episodeStart, value: calendarDay(context.episodeOfCare?.startDate) },
    ],
  };
}

/**
 * The Form Header's value (forms.md section 3): the clinic's logo and name, the form name, and
 * the document's effective date, patient name, MRN, EOC number, date of birth and episode start
 * date. Every value is escaped; the classes are forms-react's display.css (as in the builder's
 * preview). Text between a label and its value keeps them apart when the HTML prints as text.
 */
export function formHeaderHtml(context: DocumentContext, language: DocumentLanguage): string {
  const { logo, clinicName, formName, facts } = formHeaderParts(context, language);
  // The clinic name beside the logo says what it shows; alone, the logo is named for what it is.
  const alt = clinicName ? '' : formHeaderTexts[language].logo;
  const parts = [
    logo ? `<img class="cf-form-header-logo" src="${escapeHtml(logo)}" alt="${escapeHtml(alt)}">` : '',
    '<div class="cf-form-header-body">',
    clinicName ? `<p class="cf-form-header-clinic">${escapeHtml(clinicName)}</p>` : '',
    formName ? `<p class="cf-form-header-title">${escapeHtml(formName)}</p>` : '',
    '<dl class="cf-form-header-facts">',
    ...facts.map(
      ({ label, value }) => `<div><dt>${escapeHtml(label)}</dt> <dd>${escapeHtml(value)}</dd></div>`,
    ),
    '</dl></div>',
  ];
  return parts.join('');
}
