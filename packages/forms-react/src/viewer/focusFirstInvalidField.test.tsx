import type { ComponentNode } from '@clinic/forms-core';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBasicFields } from '../fields/registerBasicFields';
import { galleryForm } from '../gallery/galleryForm';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormViewer } from './FormViewer';
import { focusFirstInvalidField } from './focusFirstInvalidField';

const textInput = (id: string, label: string): ComponentNode => ({
  kind: 'component',
  version: 1,
  page: 0,
  id,
  elType: 'TextInput',
  properties: { label },
});

const content = galleryForm([textInput('TextInput1', 'First name'), textInput('TextInput2', 'Last name')]);

describe('focusFirstInvalidField', () => {
  beforeAll(() => registerBasicFields());

  it('focuses the first field with an error in the store, and reports when there is none', () => {
    const store = createFormStore({ content });
    const { container } = render(
      <FormStoreProvider store={store}>
        <FormViewer mode="form-submitter" />
      </FormStoreProvider>,
    );
    expect(focusFirstInvalidField(container, store)).toBe(false);
    act(() => store.setAllErrors({ TextInput2: [{ rule: 'required' }] }));
    expect(focusFirstInvalidField(container, store)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
  });
});
