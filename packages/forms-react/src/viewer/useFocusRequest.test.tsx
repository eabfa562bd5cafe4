import type { ComponentNode } from '@clinic/forms-core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBasicFields } from '../fields/registerBasicFields';
import { galleryForm } from '../gallery/galleryForm';
import { type FieldRenderer, registerFieldRenderer } from '../render/fieldRenderers';
import { lazyFieldRenderer } from '../render/lazyFieldRenderer';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore, type FormStore } from '../store/formStore';
import { FormViewer } from './FormViewer';
import type { FocusRequest } from './useFocusRequest';

const component = (id: string, elType: string, label?: string): ComponentNode => ({
  kind: 'component',
  version: 1,
  page: 0,
  id,
  elType,
  properties: label ? { label } : {},
});

// Page 1: a first name; page 2: a field whose renderer's code arrives when the test says, then a last name.
const content = galleryForm([
  component('TextInput1', 'TextInput', 'First name'),
  component('PageBreak1', 'PageBreak'),
  component('SlowInput1', 'SlowFocusInput', 'Slow answer'),
  component('TextInput2', 'TextInput', 'Last name'),
]);

const plain = galleryForm([
  component('TextInput1', 'TextInput', 'First name'),
  component('PageBreak1', 'PageBreak'),
  component('TextInput2', 'TextInput', 'Last name'),
]);

let deliverSlowInput: (renderer: FieldRenderer) => void = () => {};
const slowInput = new Promise<FieldRenderer>((deliver) => {
  deliverSlowInput = deliver;
});
const SlowInput: FieldRenderer = ({ inputId, invalid }) => <input id={inputId} aria-invalid={invalid} />;

function renderViewer(store: FormStore, request: FocusRequest | null) {
  const view = render(
    <FormStoreProvider store={store}>
      <FormViewer mode="form-submitter" focusRequest={request} />
    </FormStoreProvider>,
  );
  return (next: FocusRequest) =>
    view.rerender(
      <FormStoreProvider store={store}>
        <FormViewer mode="form-submitter" focusRequest={next} />
      </FormStoreProvider>,
    );
}

describe('FormViewer focus requests', () => {
  beforeAll(() => {
    registerBasicFields();
    registerFieldRenderer(
      'SlowFocusInput',
      lazyFieldRenderer(() => slowInput),
    );
  });

  it('goes to the page, waits for its lazily loaded fields to mount, then focuses the first field with an error', async () => {
    const store = createFormStore({ content });
    const ask = renderViewer(store, null);
    act(() => store.setAllErrors({ SlowInput1: [{ rule: 'required' }], TextInput2: [{ rule: 'required' }] }));
    act(() => ask({ page: 1, focusField: true }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    // The slow field still shows its placeholder: nothing is focused yet, not even the field after it.
    expect(document.activeElement).toBe(document.body);
    await act(async () => deliverSlowInput(SlowInput));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Slow answer')));
  });

  it('focuses again when asked again for the page it shows', () => {
    const store = createFormStore({ content: plain });
    const ask = renderViewer(store, null);
    act(() => store.setAllErrors({ TextInput1: [{ rule: 'required' }] }));
    act(() => ask({ page: 0, focusField: true }));
    const firstName = screen.getByLabelText('First name');
    expect(document.activeElement).toBe(firstName);
    act(() => firstName.blur());
    act(() => ask({ page: 0, focusField: true }));
    expect(document.activeElement).toBe(firstName);
  });

  it('only turns the page for a request it mounts with, or one that asks for no focus', () => {
    const store = createFormStore({ content: plain });
    store.setAllErrors({ TextInput2: [{ rule: 'required' }] });
    const ask = renderViewer(store, { page: 1, focusField: true });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'Prev' }).click());
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    act(() => ask({ page: 1, focusField: false }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
