import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicalValidationError } from '../../../services/clinicalDataClient';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';
import type { ActiveMedicationRow } from './activeMedicationRows';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const rowsOf = (value: unknown) => value as ActiveMedicationRow[];

async function renderLoaded(
  options: { mode?: 'form-submitter' | 'e-form'; properties?: Record<string, unknown> } = {},
) {
  const client = createInMemoryClinicalDataClient();
  const field = await renderClinicalField({ elType: 'ActiveMedications', client, ...options });
  await waitFor(() => expect(Array.isArray(field.value())).toBe(true));
  return { client, field };
}

async function openModal(client = createInMemoryClinicalDataClient()) {
  const field = await renderClinicalField({ elType: 'ActiveMedications', client });
  await waitFor(() => expect(Array.isArray(field.value())).toBe(true));
  const loaded = { client, field };
  fireEvent.click(screen.getByRole('button', { name: 'Add scheduled medication' }));
  const dialog = screen.getByRole('dialog', { name: 'Add scheduled medication' });
  // Role queries are slow over the 96 time options; the route list's length says the lookups arrived.
  const route = within(dialog).getByLabelText('Route') as HTMLSelectElement;
  await waitFor(() => expect(route.options.length).toBeGreaterThan(1));
  return { ...loaded, dialog };
}

describe('ActiveMedications', () => {
  afterEach(() => vi.useRealTimers());

  it('lists scheduled and PRN orders as form rows the server accepts', async () => {
    const { field } = await renderLoaded();
    expect(rowsOf(field.value()).map((row) => row.type)).toEqual(['SCH', 'SCH', 'PRN']);
    expectAcceptedValue('ActiveMedications', 1, field.value());
    expect(screen.getByText('Sertraline 50 mg tablet — 1 tablet, Oral')).toBeTruthy();
    expect(screen.getByText('Mon, Wed, Fri')).toBeTruthy();
    expect(screen.getByText('As needed')).toBeTruthy();
  });

  it('type prn loads only PRN orders and offers no scheduled modal', async () => {
    const { client, field } = await renderLoaded({ properties: { type: 'prn' } });
    expect(rowsOf(field.value()).map((row) => row.type)).toEqual(['PRN']);
    expect(client.calls.map((c) => c.method)).not.toContain('listScheduledMedications');
    expect(screen.queryByRole('button', { name: 'Add scheduled medication' })).toBeNull();
  });

  it('deletes a row after confirmation, and the order with it', async () => {
    const { client, field } = await renderLoaded();
    const deletes = screen.getAllByRole('button', { name: /^Delete / });
    expect(deletes).toHaveLength(3);
    fireEvent.click(deletes[2]!);
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowsOf(field.value())).toHaveLength(2));
    expect(client.calls.filter((c) => c.method === 'deletePrnMedication')).toHaveLength(1);
    expect(client.data.prnMedications).toHaveLength(0);
  });

  it('shows the stored rows read-only in e-form mode: no delete, nothing loaded', async () => {
    const client = createInMemoryClinicalDataClient();
    const value = (await renderLoaded()).field.value();
    cleanup();
    await renderClinicalField({ elType: 'ActiveMedications', client, mode: 'e-form', value });
    expect(client.calls).toEqual([]);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('keeps the scheduled medication modal open on a backdrop click; Cancel closes it', async () => {
    const { dialog } = await openModal();
    const backdrop = document.querySelector('.cf-modal-backdrop')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Add scheduled medication' })).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fills the times from the times-per-day presets', async () => {
    const { dialog } = await openModal();
    // Plain selectors: role queries are slow over 8 × 96 options.
    const timeSelects = () => [...dialog.querySelectorAll<HTMLSelectElement>('.cf-clinical-time select')];
    const timesOf = () => timeSelects().map((select) => select.value);
    expect(timesOf()).toEqual(['08:00']);
    fireEvent.change(within(dialog).getByLabelText('Times per day'), { target: { value: '3' } });
    expect(timesOf()).toEqual(['08:00', '14:00', '20:00']);
    fireEvent.change(within(dialog).getByLabelText('Times per day'), { target: { value: '8' } });
    expect(timesOf()).toEqual(['02:00', '05:00', '08:00', '11:00', '14:00', '17:00', '20:00', '23:00']);
    // Each time can be moved in 15-minute steps, 00:00 to 23:45.
    const first = within(dialog).getByLabelText('Time 1') as HTMLSelectElement;
    expect(first.options).toHaveLength(96);
    expect([first.options[0]?.value, first.options[95]?.value]).toEqual(['00:00', '23:45']);
  });

  it('offers the frequencies with their day intervals and weekdays', async () => {
    const { dialog } = await openModal();
    const frequency = within(dialog).getByLabelText('Frequency');
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every day', 'Every few days', 'Days of the week']);
    fireEvent.change(frequency, { target: { value: 'DaysInterval' } });
    expect(
      within(within(dialog).getByLabelText('Interval')).getByRole('option', { name: 'every two weeks' }),
    ).toBeTruthy();
    fireEvent.change(frequency, { target: { value: 'DaysOfWeek' } });
    expect(within(dialog).getByRole('checkbox', { name: 'Saturday' })).toBeTruthy();
  });

  it('checks the error slots, then orders the medication and adds its row', async () => {
    const { client, field, dialog } = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(4);
    expect(client.calls.map((c) => c.method)).not.toContain('createScheduledMedication');

    const search = within(dialog).getByRole('combobox', { name: 'Medication' });
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'tr' } });
    await advance(1000);
    expect(client.calls.map((c) => c.method)).not.toContain('searchMedications');
    fireEvent.change(search, { target: { value: 'traz' } });
    await advance(1000);
    vi.useRealTimers();
    fireEvent.mouseDown(within(dialog).getByRole('option', { name: 'Trazodone 50 mg tablet' }));
    // The catalogue's route and unit are proposed.
    expect(
      (within(dialog).getByLabelText('Route') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Oral');
    fireEvent.change(within(dialog).getByLabelText('Dosage'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-01-10' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-01-09' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('End date cannot precede start date.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Until discharge' }));
    fireEvent.change(within(dialog).getByLabelText('Times per day'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [added] = rowsOf(field.value());
    expect(added).toMatchObject({
      type: 'SCH',
      times: ['08:00', '20:00'],
      dateRange: { startDate: '2026-01-10', endDate: null, untilDischarge: true },
      medicationLabel: 'Trazodone 50 mg tablet — 1 tablet, Oral',
    });
    expectAcceptedValue('ActiveMedications', 1, field.value());
  });

  it('warns of an unusual dose and orders it only once confirmed', async () => {
    const { client, dialog } = await openModal();
    vi.useFakeTimers();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Medication' }), {
      target: { value: 'fluoxetine' },
    });
    await advance(1000);
    vi.useRealTimers();
    fireEvent.mouseDown(within(dialog).getByRole('option', { name: 'Fluoxetine 20 mg capsule' }));
    fireEvent.change(within(dialog).getByLabelText('Dosage'), { target: { value: '50' } });
    expect(within(dialog).getByRole('status').textContent).toContain('50 × capsule in one dose is unusual.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Confirm this unusual dose to save it.')).toBeTruthy();
    expect(client.calls.map((c) => c.method)).not.toContain('createScheduledMedication');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm this dose' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = client.calls.find((c) => c.method === 'createScheduledMedication');
    expect(created?.args[0]).toMatchObject({ dosageAmount: '50', confirmUnusualDose: true });
  });

  it("shows the server's refusals in their error slots", async () => {
    const refusal = new ClinicalValidationError('Refused', {
      medicationRouteId: ['This route is no longer offered.'],
    });
    const { dialog } = await openModal(
      createInMemoryClinicalDataClient({ failures: { createScheduledMedication: refusal } }),
    );
    vi.useFakeTimers();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Medication' }), {
      target: { value: 'sertraline' },
    });
    await advance(1000);
    vi.useRealTimers();
    fireEvent.mouseDown(within(dialog).getByRole('option', { name: 'Sertraline 50 mg tablet' }));
    fireEvent.change(within(dialog).getByLabelText('Dosage'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('This route is no longer offered.')).toBeTruthy());
    expect(within(dialog).getByLabelText('Route').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('shows its texts in Spanish', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType: 'ActiveMedications', client, language: 'es' });
    await waitFor(() => expect(Array.isArray(field.value())).toBe(true));
    expect(screen.getByRole('button', { name: 'Agregar medicamento programado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar medicamentos activos' })).toBeTruthy();
    expect(screen.getByText('Lun, Mié, Vie')).toBeTruthy();
  });
});
