import type { FormContent } from '@clinic/forms-core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ModalDialog } from '../fields/display/dialog/ModalDialog';
import { oneComponentForm } from '../fields/inputs/testing/renderField';
import { registerBasicFields } from '../fields/registerBasicFields';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormViewer } from '../viewer/FormViewer';

/** A form's own look (forms.md section 3): the component's style, the form's style and modal size. */
describe('form styles', () => {
  beforeAll(() => registerBasicFields());

  const styled = (): FormContent => {
    const content = oneComponentForm({
      elType: 'TextInput',
      properties: { label: 'Name', style: 'background-color: rgb(255, 255, 0); background: url(x)' },
    });
    return { ...content, defaults: { ...content.defaults, style: 'max-width: 600px', modalSize: 'sm' } };
  };

  it("applies the component's style and the form's, dropping what could load from elsewhere", () => {
    const store = createFormStore({ content: styled() });
    render(
      <FormStoreProvider store={store}>
        <FormViewer mode="form-submitter" />
      </FormStoreProvider>,
    );
    const field = screen.getByLabelText('Name').closest<HTMLElement>('.cf-field');
    expect(field?.style.backgroundColor).toBe('rgb(255, 255, 0)');
    expect(field?.style.background).toBe('');
    expect(document.querySelector<HTMLElement>('.cf-form')?.style.maxWidth).toBe('600px');
  });

  it("sizes a form's dialogs by its modalSize, 'lg' by default", () => {
    const store = createFormStore({ content: styled() });
    render(
      <FormStoreProvider store={store}>
        <ModalDialog title="Add row" onClose={() => undefined}>
          <p>Body</p>
        </ModalDialog>
      </FormStoreProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Add row' }).className).toContain('cf-modal-sm');
  });

  it("sizes a dialog outside any form 'lg'", () => {
    render(
      <ModalDialog title="Edit row 1" onClose={() => undefined}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit row 1' }).className).toContain('cf-modal-lg');
  });
});
