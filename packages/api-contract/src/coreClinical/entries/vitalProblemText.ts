import type { VitalProblem } from './vitalEntry';

/** A vital reading's problem in English (the staff app and the server's 400 for staff). */
export function vitalProblemText(problem: VitalProblem): string {
  switch (problem.code) {
    case 'notANumber':
      return 'Enter a number.';
    case 'wholeNumber':
      return 'Enter a whole number.';
    case 'outOfRange':
      return `Enter a value from ${problem.min} to ${problem.max}${problem.unit ? ` ${problem.unit}` : ''}.`;
    case 'unknownUnit':
      return `Unknown unit: ${problem.unit}.`;
    case 'bmiComputed':
      return 'BMI is computed from height and weight: enter both.';
    case 'diastolicNotBelowSystolic':
      return 'Diastolic pressure must be lower than systolic.';
  }
}
