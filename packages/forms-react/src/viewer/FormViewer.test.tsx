import { assignPages, type FormContent } from '@clinic/forms-core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBasicFields } from '../fields/registerBasicFields';
import { FormLanguageProvider } from '../i18n/formLanguage';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormViewer } from './FormViewer';

const row = (id: string, component: { id: string; elType: string; properties: Record<string, unknown> }) => ({
  kind: 'row' as const,
  id,
  version: 1,
  properties: {},
  columns: [
    {
      kind: 'column' as const,
      id: `${id}Column`,
      version: 1,
      properties: { cols: 12 },
      children: [{ kind: 'component' as const, version: 1, page: 0, ...component }],
    },
  ],
});

const twoPages: FormContent = assignPages({
  defaults: {
    script: '',
    scoreFunctionBody: '',
    treatmentPlanObjectivesMap: {},
    hideViewSeparationLines: false,
    style: '',
    modalSize: 'lg',
  },
  rows: [
    row('Row1', {
      id: 'TextInput1',
      elType: 'TextInput',
      properties: { label: 'First name', required: true },
    }),
    row('Row2', { id: 'PageBreak1', elType: 'PageBreak', properties: {} }),
    row('Row3', {
      id: 'Textarea1',
      elType: 'Textarea',
      properties: { label: 'Notes', eFormEditable: false },
    }),
  ],
});

describe('FormViewer', () => {
  beforeAll(() => registerBasicFields());

  it('pages with Prev, Next and Page X of Y, disabled at either end', () => {
    render(
      <FormStoreProvider store={createFormStore({ content: twoPages })}>
        <FormViewer mode="form-submitter" />
      </FormStoreProvider>,
    );
    expect(screen.getByLabelText(/First name/)).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    expect(screen.getByLabelText('Notes')).toBeTruthy();
  });

  it('in e-form mode only eFormEditable components take input', () => {
    render(
      <FormStoreProvider
        store={createFormStore({ content: twoPages, initialResults: { Textarea1: 'Seen by staff' } })}
      >
        <FormViewer mode="e-form" focusRequest={{ page: 1, focusField: false }} />
      </FormStoreProvider>,
    );
    expect(screen.getByText('Seen by staff').tagName).toBe('OUTPUT');
  });

  it('typing updates the value in the store', () => {
    const store = createFormStore({ content: twoPages });
    render(
      <FormStoreProvider store={store}>
        <FormViewer mode="form-submitter" />
      </FormStoreProvider>,
    );
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Alex' } });
    expect(store.getValue('TextInput1')).toBe('Alex');
  });

  it('shows no pager for a one-page form', () => {
    const onePage = { ...twoPages, rows: twoPages.rows.slice(0, 1) };
    render(
      <FormStoreProvider store={createFormStore({ content: onePage })}>
        <FormViewer mode="form-viewer" />
      </FormStoreProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('speaks the form language and sanitises the header HTML', async () => {
    const { container } = render(
      <FormLanguageProvider value="es">
        <FormStoreProvider store={createFormStore({ content: twoPages })}>
          <FormViewer mode="form-viewer" headerHtml={'<h2>Intake</h2><img src="x" onerror="alert(1)">'} />
        </FormStoreProvider>
      </FormLanguageProvider>,
    );
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Página 1 de 2' })).toBeTruthy();
    // The sanitiser loads with the first HTML shown; paging waits for it.
    expect(await screen.findByRole('heading', { name: 'Intake' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
