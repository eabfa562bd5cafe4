// The calendar is a popover: without its styles it sits in the page flow, under the form.
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseUsDate } from '../../../format/parseUsDate';

export interface DateOfBirthInputProps {
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

/**
 * MM/DD/YYYY typed or picked from a calendar (portal.md section 5), kept as YYYY-MM-DD. Unlike
 * the sign-in's app/DateOfBirthInput it also serves other people's dates (a policy holder's).
 */
export function DateOfBirthInput({
  label,
  value,
  onChange,
  error,
  required,
  readOnly,
}: DateOfBirthInputProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      valueFormat="MM/DD/YYYY"
      // The same hint as the sign-in's, in the page's language ('MM/DD/AAAA' in Spanish).
      placeholder={t('confirm.dateOfBirthPlaceholder')}
      dateParser={parseUsDate}
      defaultLevel="decade"
      maxDate={new Date()}
      error={error}
      required={required}
      readOnly={readOnly}
      clearable={!readOnly}
    />
  );
}
