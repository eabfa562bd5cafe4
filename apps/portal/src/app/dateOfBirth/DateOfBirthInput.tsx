import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DateOfBirthProblem,
  dateOfBirthMessageKey,
  dateOfBirthProblem,
  dateOfBirthText,
  dateOfBirthValueOf,
} from './dateOfBirthValue';

export interface DateOfBirthInputProps {
  /** The kept value: YYYY-MM-DD once a real date is typed, else the text as typed (dateOfBirthValue). */
  value: string;
  onChange(value: string): void;
  /** The field's name; "Date of birth" unless given (a policy holder's, say). */
  label?: string;
  /** The form's message (on sending); it wins over the field's own. */
  error?: string | null | undefined;
  required?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
}

/** Problems worth saying as soon as the patient leaves the field (a missing date waits for sending). */
const sayOnLeaving = (problem: DateOfBirthProblem | null) => (problem === 'required' ? null : problem);

/**
 * The portal's one date-of-birth field: typed as MM/DD/YYYY (digits alone will do), never
 * emptied behind the patient's back, and an impossible or future date said on leaving the field.
 * A text field rather than a calendar: portal.md asks for no picker, and a birth year is quicker
 * typed than paged to.
 */
export function DateOfBirthInput({
  value,
  onChange,
  label,
  error,
  required = true,
  readOnly,
  autoFocus,
}: DateOfBirthInputProps) {
  const { t } = useTranslation();
  const [ownProblem, setOwnProblem] = useState<DateOfBirthProblem | null>(null);
  const today = () => dayjs().format('YYYY-MM-DD');
  const message = error || (ownProblem ? t(dateOfBirthMessageKey(ownProblem)) : undefined);
  return (
    <TextInput
      label={label ?? t('dateOfBirth.label')}
      placeholder={t('dateOfBirth.placeholder')}
      value={dateOfBirthText(value)}
      onChange={(event) => {
        const next = dateOfBirthValueOf(event.currentTarget.value);
        onChange(next);
        // A message already shown follows the fix at once; none appears while still typing.
        if (ownProblem) setOwnProblem(sayOnLeaving(dateOfBirthProblem(next, today())));
      }}
      onBlur={() => {
        if (!readOnly && value) setOwnProblem(sayOnLeaving(dateOfBirthProblem(value, today())));
      }}
      inputMode="numeric"
      autoComplete="bday"
      required={required}
      readOnly={readOnly}
      error={message}
      autoFocus={autoFocus}
      maxLength={10}
    />
  );
}
