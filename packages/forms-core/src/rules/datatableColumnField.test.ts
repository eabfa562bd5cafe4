import { describe, expect, it } from 'vitest';
import { datatableColumnField } from './datatableColumnField';

describe('datatableColumnField', () => {
  it('removes every non-word character from the column text', () => {
    expect(datatableColumnField('Blood pressure (mmHg)')).toBe('BloodpressuremmHg');
    expect(datatableColumnField('dose_2 / day')).toBe('dose_2day');
  });
});
