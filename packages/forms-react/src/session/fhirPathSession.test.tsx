import { importQuestionnaire } from '@clinic/forms-core';
import { fhirPathQuestionnaire } from '@clinic/forms-core/fhir-testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerInputFields } from '../fields/inputs/registerInputFields';
import { registerBasicFields } from '../fields/registerBasicFields';
import { loadLazyComponents } from '../render/lazyComponent';
import { FormStoreProvider } from '../store/FormStoreContext';
import { FormViewer } from '../viewer/FormViewer';
import { useDocumentSession } from './useDocumentSession';

/** A form imported with FHIRPath our expressions cannot say (iif, exists, an enableWhenExpression). */
const { content } = importQuestionnaire(fhirPathQuestionnaire());

function DocumentPage({ onReady }: { onReady: () => void }) {
  const session = useDocumentSession({ content, mode: 'form-submitter' });
  return (
    <FormStoreProvider store={session.store}>
      <FormViewer mode="form-submitter" onReady={onReady} />
    </FormStoreProvider>
  );
}

describe('a document with imported FHIRPath', () => {
  beforeAll(async () => {
    registerBasicFields();
    registerInputFields();
    await loadLazyComponents();
  });

  it('loads the FHIRPath engine before it is ready, then shows and hides the item and computes values as answers change', async () => {
    // What the form showed when the viewer said it was ready (when a print would start).
    const onReady = vi.fn(() => screen.queryByText('normal') !== null);
    render(<DocumentPage onReady={onReady} />);
    // Until the engine is here the conditional item stays hidden: nothing to answer by mistake.
    expect(screen.queryByLabelText(/Packs a day/)).toBeNull();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(onReady).toHaveReturnedWith(true);
    expect(screen.queryByLabelText(/Packs a day/)).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: /Do you smoke/ }));
    });
    expect(screen.getByLabelText(/Packs a day/)).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Weight \(kg\)/), { target: { value: '120' } });
    });
    expect(screen.getByText('high')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: /Do you smoke/ }));
    });
    expect(screen.queryByLabelText(/Packs a day/)).toBeNull();
  }, 60_000);
});
