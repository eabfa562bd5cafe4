import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';
import type { DiagnosisRow } from './diagnosisRows';

const codesOf = (value: unknown) =>
  (value as DiagnosisRow[]).map((row) => `${row.category} ${row.code?.split(' - ')[0]}`);

async function openModal() {
  const client = createInMemoryClinicalDataClient();
  const field = await renderClinicalField({ elType: 'PatientDiagnosisCodes', client });
  await waitFor(() => expect(field.value()).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: 'Add Diagnosis Code' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Diagnosis Code' });
  // The statuses come from the lookup; Active is chosen by default.
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Active' })).toBeTruthy());
  return { client, field, dialog, icd: within(dialog).getByRole('combobox', { name: /ICD Code/ }) };
}

/** Advances fake time inside act, letting the search's promise settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PatientDiagnosisCodes', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the episode codes sorted by category then ICD code, and Reload restores them', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType: 'PatientDiagnosisCodes', client });
    await waitFor(() => expect(field.value()).toBeTruthy());
    expect(codesOf(field.value())).toEqual([
      'Primary F32.9',
      'Primary F41.1',
      'Secondary F51.01',
      'Tertiary I10',
    ]);
    expectAcceptedValue('PatientDiagnosisCodes', 1, field.value());
    expect(screen.getAllByRole('row')).toHaveLength(5);
    // Rows have no delete control.
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();

    act(() => field.store.setValue(field.node.id, []));
    fireEvent.click(screen.getByRole('button', { name: 'Reload Patient Codes' }));
    await waitFor(() => expect(codesOf(field.value())).toHaveLength(4));
  });

  it('keeps the codes a saved document holds instead of loading', async () => {
    const client = createInMemoryClinicalDataClient();
    const saved: DiagnosisRow[] = [{ id: null, code: 'F43.10 - PTSD', category: 'Primary' }];
    await renderClinicalField({ elType: 'PatientDiagnosisCodes', client, value: saved });
    expect(screen.getByText('F43.10 - PTSD')).toBeTruthy();
    expect(client.calls).toEqual([]);
  });

  it('searches ICD codes from 3 characters, 1000 ms after typing stops', async () => {
    const { client, dialog, icd } = await openModal();
    vi.useFakeTimers();
    fireEvent.change(icd, { target: { value: 'F3' } });
    await advance(2000);
    expect(client.calls.some((c) => c.method === 'searchIcdCodes')).toBe(false);
    expect(within(dialog).getByText('Type at least 3 characters to search')).toBeTruthy();

    fireEvent.change(icd, { target: { value: 'F32' } });
    await advance(999);
    expect(client.calls.some((c) => c.method === 'searchIcdCodes')).toBe(false);
    await advance(1);
    expect(client.calls.filter((c) => c.method === 'searchIcdCodes').map((c) => c.args[0])).toEqual(['F32']);
    expect(within(dialog).getByRole('option', { name: /F32.9 - Major depressive disorder/ })).toBeTruthy();
  });

  it('picks an ICD code by keyboard', async () => {
    const { dialog, icd } = await openModal();
    vi.useFakeTimers();
    fireEvent.change(icd, { target: { value: 'disorder' } });
    await advance(1000);
    fireEvent.keyDown(icd, { key: 'ArrowDown' });
    fireEvent.keyDown(icd, { key: 'ArrowDown' });
    const active = icd.getAttribute('aria-activedescendant');
    expect(active && dialog.querySelector(`[id="${active}"]`)?.textContent).toMatch(/^F41.1/);
    fireEvent.keyDown(icd, { key: 'Enter' });
    expect((icd as HTMLInputElement).value).toBe('F41.1 - Generalized anxiety disorder');
    expect(icd.getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'Sorry, no matching options' when nothing matches", async () => {
    const { dialog, icd } = await openModal();
    vi.useFakeTimers();
    fireEvent.change(icd, { target: { value: 'zzzz' } });
    await advance(1000);
    expect(within(dialog).getByText('Sorry, no matching options')).toBeTruthy();
  });

  it('requires the ICD code, reveals Resolved by for Resolved, and adds the row to the form only', async () => {
    const { client, field, dialog, icd } = await openModal();
    expect(
      within(dialog).getByText("Codes added in this form do not change the patient's profile."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();

    expect(within(dialog).queryByLabelText('Resolved by')).toBeNull();
    const status = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    const resolved = within(dialog).getByRole('option', { name: 'Resolved' }) as HTMLOptionElement;
    fireEvent.change(status, { target: { value: resolved.value } });
    fireEvent.change(within(dialog).getByLabelText('Resolved by'), { target: { value: '2026-01-04' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Secondary' } });
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: ' Stable ' } });

    vi.useFakeTimers();
    fireEvent.change(icd, { target: { value: 'traumatic stress' } });
    await advance(1000);
    vi.useRealTimers();
    fireEvent.mouseDown(within(dialog).getByRole('option', { name: /F43.10/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(codesOf(field.value())).toEqual([
      'Primary F32.9',
      'Primary F41.1',
      'Secondary F43.10',
      'Secondary F51.01',
      'Tertiary I10',
    ]);
    const added = (field.value() as DiagnosisRow[])[2]!;
    expect(added).toMatchObject({
      status: { name: 'Resolved' },
      resolvedBy: '2026-01-04',
      description: 'Stable',
    });
    expectAcceptedValue('PatientDiagnosisCodes', 1, field.value());
    // Nothing was written: the patient's profile is unchanged.
    expect(client.data.diagnosisCodes).toHaveLength(4);
  });

  it('shows its texts in Spanish', async () => {
    const client = createInMemoryClinicalDataClient();
    await renderClinicalField({ elType: 'PatientDiagnosisCodes', client, language: 'es' });
    expect(screen.getByRole('button', { name: 'Recargar códigos del paciente' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Categoría' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Primario')).toHaveLength(2));
    // Dates keep the section 9 formats in Spanish too, as the printout and the PDF show them.
    expect(screen.getByText('12/15/2025')).toBeTruthy();
  });
});
