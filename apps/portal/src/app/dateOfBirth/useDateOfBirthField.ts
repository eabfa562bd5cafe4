import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfBirthMessageKey, dateOfBirthProblem } from './dateOfBirthValue';

export interface DateOfBirthField {
  /** For DateOfBirthInput's value, onChange and error. */
  value: string;
  onChange(value: string): void;
  error: string | null;
  /** On sending: the date as YYYY-MM-DD, or null with the field's message shown. */
  check(): string | null;
  reset(): void;
}

/**
 * A form's one date of birth (sign-in, patient switch, e-form link): checked on sending by the
 * portal's one rule, and a message shown then goes as soon as the date is fixed.
 */
export function useDateOfBirthField(): DateOfBirthField {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [problemShown, setProblemShown] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');
  const problem = dateOfBirthProblem(value, today);
  return {
    value,
    onChange: setValue,
    // Shown from the first sending on, following every change: fixed, it disappears.
    error: problemShown && problem ? t(dateOfBirthMessageKey(problem)) : null,
    check: () => {
      setProblemShown(true);
      return problem ? null : value;
    },
    reset: () => {
      setValue('');
      setProblemShown(false);
    },
  };
}
