import { assignPages, type FormContent } from '@clinic/forms-core';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBasicFields } from '../fields/registerBasicFields';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormViewer } from './FormViewer';
import { focusFirstInvalidField } from './focusFirstInvalidField';

const textRow = (id: string, label: string) => ({
  kind: 'row' as const,
  id: `${id}Row`,
  version: 1,
  properties: {},
  columns: [
    {
      kind: 'column' as const,
      id: `${id}Column`,
      version: 1,
      properties: { cols: 12 },
      children: [
        { kind: 'component' as const, version: 1, page: 0, id, elType: 'TextInput', properties: { label } },
      ],
    },
  ],
});

const content: FormContent = assignPages({
  defaults: {
    script: '',
    scoreFunctionBody: '',
    treatmentPlanObjectivesMap: {},
    hideViewSeparationLines: false,
    style: '',
    modalSize: 'lg',
  },
  rows: [textRow('TextInput1', 'First name'), textRow('TextInput2', 'Last name')],
});

describe('focusFirstInvalidField', () => {
  beforeAll(() => registerBasicFields());

  it('focuses the first field showing an error, and reports when there is none', () => {
    const store = createFormStore({ content });
    render(
      <FormStoreProvider store={store}>
        <FormViewer mode="form-submitter" />
      </FormStoreProvider>,
    );
    expect(focusFirstInvalidField()).toBe(false);
    act(() => store.setAllErrors({ TextInput2: ['This field is required'] }));
    expect(focusFirstInvalidField()).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
  });
});
