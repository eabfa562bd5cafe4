import { describe, expect, it } from 'vitest';
import { checkDose } from './doseCheck';
import { doseCheckText } from './doseCheckText';

const texts = (dosageAmount: string | number, unitName: string, strength: string) => {
  const check = checkDose({ dosageAmount, unitName, strength });
  return [...(check.problem ? [check.problem] : []), ...check.warnings].map(doseCheckText);
};

describe('checkDose', () => {
  it('warns of 50 capsules of Fluoxetine 10 mg in one dose', () => {
    expect(texts('50', 'capsule', '10 mg capsule')).toEqual(['50 capsules in one dose is unusual.']);
  });

  it('takes usual doses without a word', () => {
    expect(texts('1', 'capsule', '20 mg capsule')).toEqual([]);
    expect(texts('1-2', 'tablet', '0.5 mg tablet')).toEqual([]);
    expect(texts('20', 'mg', '20 mg capsule')).toEqual([]);
    expect(texts('5', 'mL', '5 mg/mL injection')).toEqual([]);
    expect(texts('', 'mg', '10 mg tablet')).toEqual([]);
  });

  it('warns of a mass dose far above the strength, and of tablets of a capsule', () => {
    expect(texts('500', 'mg', '10 mg capsule')).toEqual([
      'This dose is 50 times the strength (10 mg capsule).',
    ]);
    expect(texts('1', 'g', '25 mg tablet')).toEqual(['This dose is 40 times the strength (25 mg tablet).']);
    expect(texts('2', 'tablet', '20 mg capsule')).toEqual([
      'The unit is tablet, but this medication is a capsule.',
    ]);
  });

  it('refuses a dosage that is not a positive number or range', () => {
    expect(texts('two', 'tablet', '10 mg tablet')).toEqual([
      'Enter the dosage as a number, or a range such as 1-2.',
    ]);
    expect(texts('0', 'tablet', '10 mg tablet')).toEqual(['The dosage must be more than 0.']);
    expect(texts('2-1', 'tablet', '10 mg tablet')).toEqual(['The dosage must be more than 0.']);
  });
});
