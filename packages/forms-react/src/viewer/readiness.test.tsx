import { assignPages, type FormContent, formContentSchema } from '@clinic/forms-core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerInputFields } from '../fields/inputs/registerInputFields';
import { type FieldRenderer, registerFieldRenderer } from '../render/fieldRenderers';
import { lazyFieldRenderer } from '../render/lazyFieldRenderer';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormViewer } from './FormViewer';
import { createReadinessTracker } from './readiness';

const form = (...components: { id: string; elType: string; version?: number }[]): FormContent =>
  assignPages(
    formContentSchema.parse({
      rows: components.map((component) => ({
        kind: 'row',
        id: `Row${component.id}`,
        version: 1,
        properties: {},
        columns: [
          {
            kind: 'column',
            id: `Column${component.id}`,
            version: 1,
            properties: { cols: 12 },
            children: [
              { kind: 'component', version: 1, page: 0, properties: { label: component.id }, ...component },
            ],
          },
        ],
      })),
    }),
  );

let resolveSlow: (renderer: FieldRenderer) => void = () => {};
const slowChunk = new Promise<FieldRenderer>((done) => {
  resolveSlow = done;
});

function renderViewer(content: FormContent, onReady: () => void) {
  return render(
    <FormStoreProvider store={createFormStore({ content })}>
      <FormViewer mode="form-submitter" onReady={onReady} />
    </FormStoreProvider>,
  );
}

describe('FormViewer readiness', () => {
  beforeAll(() => {
    registerInputFields();
    registerFieldRenderer(
      'SlowClinical',
      lazyFieldRenderer(() => slowChunk, { reportsReady: true }),
    );
  });

  it('is ready at once, and only once, for a form without clinical components', async () => {
    const onReady = vi.fn();
    const view = renderViewer(form({ id: 'TextInput1', elType: 'TextInput' }), onReady);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    view.rerender(
      <FormStoreProvider
        store={createFormStore({ content: form({ id: 'TextInput1', elType: 'TextInput' }) })}
      >
        <FormViewer mode="form-submitter" onReady={onReady} />
      </FormStoreProvider>,
    );
    await act(async () => {});
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('waits for dropdowns (v1 and v2) to mount', async () => {
    const onReady = vi.fn();
    renderViewer(
      form({ id: 'Dropdown1', elType: 'Dropdown' }, { id: 'Dropdown2', elType: 'Dropdown', version: 2 }),
      onReady,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Dropdown1')).toBeTruthy();
  });

  it('waits for a lazily loaded clinical renderer to arrive and mount', async () => {
    const onReady = vi.fn();
    renderViewer(
      form(
        { id: 'Dropdown1', elType: 'Dropdown' },
        { id: 'Slow1', elType: 'SlowClinical' },
        { id: 'PageBreak1', elType: 'PageBreak' },
        { id: 'TextInput1', elType: 'TextInput' },
      ),
      onReady,
    );
    await act(async () => {});
    expect(onReady).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    resolveSlow(({ inputId }) => <p id={inputId}>Clinical list</p>);
    expect(await screen.findByText('Clinical list')).toBeTruthy();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('createReadinessTracker', () => {
  it('is busy from the first pending component and settles once the armed tracker has none', async () => {
    const onBusy = vi.fn();
    const onSettled = vi.fn();
    const tracker = createReadinessTracker({ onBusy, onSettled });
    const first = {};
    const second = {};
    tracker.add(first);
    tracker.add(second);
    expect(onBusy).toHaveBeenCalledTimes(1);
    tracker.done(first);
    tracker.arm();
    await Promise.resolve();
    expect(onSettled).not.toHaveBeenCalled();
    tracker.done(second);
    tracker.done(second);
    await Promise.resolve();
    expect(onSettled).toHaveBeenCalledTimes(1);
    tracker.add(first);
    expect(onBusy).toHaveBeenCalledTimes(2);
  });
});
