import { ApiError } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { errorBeyondFields, fieldErrorOf } from './fieldErrorOf';

const refusal = new ApiError(400, 'medicationId: This field is required\ninterval: Choose an interval.', {
  medicationId: ['This field is required'],
  interval: ['Choose an interval.'],
});

describe('field errors of a refused save', () => {
  it('gives a field its own message', () => {
    expect(fieldErrorOf(refusal, 'medicationId')).toBe('This field is required');
    expect(fieldErrorOf(refusal, 'dosageAmount')).toBeUndefined();
  });

  it('leaves to the alert only what no field shows, without the body field names', () => {
    expect(errorBeyondFields(refusal, ['medicationId'])).toBe('Choose an interval.');
    expect(errorBeyondFields(refusal, ['medicationId', 'interval'])).toBeNull();
  });

  it('keeps an error that names no field whole', () => {
    const conflict = new ApiError(409, 'Someone else saved first.');
    expect(errorBeyondFields(conflict, ['medicationId'])).toBe(conflict);
    expect(errorBeyondFields(null, ['medicationId'])).toBeNull();
  });
});
