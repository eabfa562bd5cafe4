import { describe, expect, it } from 'vitest';
import { describeStep } from './describeStep';

describe('describeStep', () => {
  it('labels fields, flattens nested ones and skips empty values', () => {
    expect(
      describeStep({
        firstName: 'Ana',
        middleName: '',
        memberId: 'X1',
        subscriber: { firstName: 'Luis', dateOfBirth: '1980-01-02' },
      }),
    ).toEqual([
      ['First name', 'Ana'],
      ['Member id', 'X1'],
      ['Subscriber first name', 'Luis'],
      ['Subscriber date of birth', '1980-01-02'],
    ]);
  });
});
