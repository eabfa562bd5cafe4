import { describe, expect, it } from 'vitest';
import type { EmptinessKind } from '../catalogue/validationRuleNames';
import { isEmptyComponentValue } from './isEmptyComponentValue';

const cases: Array<[EmptinessKind, unknown, boolean]> = [
  ['plain', null, true],
  ['plain', '  ', true],
  ['plain', [], true],
  ['plain', 0, false],
  ['plain', false, false],
  ['dropdownV2', { value: null, otherValue: '' }, true],
  ['dropdownV2', { value: [], otherValue: ' ' }, true],
  ['dropdownV2', { value: 'Option 1', otherValue: null }, false],
  ['dropdownV2', { value: null, otherValue: 'Something else' }, false],
  ['signature', { signature: '', signedBy: 'Dr. Who', date: '2024-01-01' }, true],
  ['signature', { signature: 'data:image/png;base64,AAA' }, false],
  ['picture', { picture: null, date: '2024-01-01' }, true],
  ['picture', { picture: 'data:image/jpeg;base64,AAA' }, false],
  ['phone', '+1', true],
  ['phone', ' + 44 ', true],
  ['phone', '+1 213', false],
  ['frequencyDuration', ' -  - ', true],
  ['frequencyDuration', 'Twice -  - ', false],
  ['frequencyDuration', ' -  - 1 week', false],
  ['assessment', null, true],
  ['assessment', { text: 'Never', value: 0 }, false],
  ['document', { id: null }, true],
  ['document', { id: 12, status: 'Completed' }, false],
  ['treatmentPlan', { document: null, selectedObjectives: [] }, true],
  ['treatmentPlan', { document: { id: 1 } }, false],
];

describe('isEmptyComponentValue', () => {
  it.each(cases)('%s: %j is empty: %s', (kind, value, expected) => {
    expect(isEmptyComponentValue(kind, value)).toBe(expected);
  });
});
