import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderField, TEST_ID } from '../fields/inputs/testing/renderField';
import { registerBasicFields } from '../fields/registerBasicFields';

describe('FieldView', () => {
  beforeAll(() => registerBasicFields());

  it('shows validation errors in the form language, and the default value of a new document', () => {
    const field = renderField(
      { elType: 'TextInput', properties: { label: 'Name', value: 'Jane' } },
      { language: 'es' },
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jane');
    act(() => field.store.setAllErrors({ [TEST_ID]: [{ rule: 'minLength', limit: 5 }] }));
    expect(screen.getByRole('alert').textContent).toBe('La longitud de este campo debe ser mayor que 5');
  });
});
