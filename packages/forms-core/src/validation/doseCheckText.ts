import type { DoseProblem, DoseWarning } from './doseCheck';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A dose problem or warning in English (the staff dialogs and the server's 400 for staff). */
export function doseCheckText(issue: DoseProblem | DoseWarning): string {
  switch (issue.code) {
    case 'doseNotANumber':
      return 'Enter the dosage as a number, or a range such as 1-2.';
    case 'doseNotPositive':
      return 'The dosage must be more than 0.';
    case 'manyUnits':
      return `${plural(issue.count, issue.unit)} in one dose is unusual.`;
    case 'aboveStrength':
      return `This dose is ${issue.times} times the strength (${issue.strength}).`;
    case 'otherForm':
      return `The unit is ${issue.unit}, but this medication is a ${issue.form}.`;
  }
}

/** What the server answers when a dose with warnings comes without `confirmUnusualDose`. */
export const unconfirmedDoseText = 'Confirm this unusual dose to save it.';
