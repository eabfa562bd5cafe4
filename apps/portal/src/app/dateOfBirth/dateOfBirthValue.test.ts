import { describe, expect, it } from 'vitest';
import {
  dateOfBirthProblem,
  dateOfBirthText,
  dateOfBirthValueOf,
  formatTypedDateOfBirth,
} from './dateOfBirthValue';

describe('formatTypedDateOfBirth', () => {
  it('puts the slashes between typed digits as they come', () => {
    expect(formatTypedDateOfBirth('04')).toBe('04');
    expect(formatTypedDateOfBirth('041')).toBe('04/1');
    expect(formatTypedDateOfBirth('04121')).toBe('04/12/1');
    expect(formatTypedDateOfBirth('04121990')).toBe('04/12/1990');
    expect(formatTypedDateOfBirth('041219901')).toBe('04/12/1990');
  });

  it('pads a one-digit month or day closed by a separator', () => {
    expect(formatTypedDateOfBirth('4/')).toBe('04');
    expect(formatTypedDateOfBirth('4/7/1990')).toBe('04/07/1990');
    expect(formatTypedDateOfBirth('4-7-1990')).toBe('04/07/1990');
    expect(formatTypedDateOfBirth('04/12/1990')).toBe('04/12/1990');
  });

  it('turns an ISO date around (a browser birthday autofill)', () => {
    expect(formatTypedDateOfBirth('1990-04-12')).toBe('04/12/1990');
  });
});

describe('dateOfBirthValueOf and dateOfBirthText', () => {
  it('keeps a real date as YYYY-MM-DD and shows it as MM/DD/YYYY', () => {
    expect(dateOfBirthValueOf('04121990')).toBe('1990-04-12');
    expect(dateOfBirthText('1990-04-12')).toBe('04/12/1990');
  });

  it('keeps an unfinished or impossible date as typed, never dropping it', () => {
    expect(dateOfBirthValueOf('0412')).toBe('04/12');
    expect(dateOfBirthValueOf('02301990')).toBe('02/30/1990');
    expect(dateOfBirthText('02/30/1990')).toBe('02/30/1990');
  });
});

describe('dateOfBirthProblem', () => {
  const today = '2026-11-27';
  it('says what is wrong', () => {
    expect(dateOfBirthProblem('', today)).toBe('required');
    expect(dateOfBirthProblem('04/12/19', today)).toBe('incomplete');
    expect(dateOfBirthProblem('13/12/1990', today)).toBe('impossible');
    expect(dateOfBirthProblem('02/29/1991', today)).toBe('impossible');
    expect(dateOfBirthProblem('1099-04-12', today)).toBe('impossible');
    expect(dateOfBirthProblem('2026-11-28', today)).toBe('future');
  });

  it('accepts today and any real past date', () => {
    expect(dateOfBirthProblem('2026-11-27', today)).toBeNull();
    expect(dateOfBirthProblem('1992-02-29', today)).toBeNull();
  });
});
