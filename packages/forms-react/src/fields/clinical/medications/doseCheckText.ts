import type { DoseProblem, DoseWarning } from '@clinic/forms-core';
import { fillText } from '../../../i18n/fillText';
import type { ScheduleTexts } from './scheduleTexts';

/** A dose check's code (forms-core `checkDose`) in the form's language. */
export function doseIssueText(texts: ScheduleTexts, issue: DoseProblem | DoseWarning): string {
  switch (issue.code) {
    case 'doseNotANumber':
    case 'doseNotPositive':
      return texts[issue.code];
    case 'manyUnits':
      return fillText(texts.manyUnits, { count: issue.count, unit: issue.unit });
    case 'aboveStrength':
      return fillText(texts.aboveStrength, { times: issue.times, strength: issue.strength });
    case 'otherForm':
      return fillText(texts.otherForm, { unit: issue.unit, form: issue.form });
  }
}
