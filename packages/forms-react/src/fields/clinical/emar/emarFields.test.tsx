import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClinicalDateRange } from '../../../services/clinicalDataClient';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField, sampleContext } from '../testing/renderClinicalField';

const emarTypes = [
  {
    elType: 'EmarScheduledTreatmentEvents',
    method: 'emarScheduledEvents',
    reload: 'Reload Scheduled Treatment Events',
  },
  { elType: 'EmarPatientVitals', method: 'emarVitals', reload: 'Reload Vitals' },
  { elType: 'EmarPatientDispenseReport', method: 'emarDispenseReport', reload: 'Reload Dispense Report' },
] as const;

const emarDisabled =
  "Your tenant doesn't have Emar enabled. Please contact your administrator to get access.";
const emarNotSynced =
  'This patient has not been synced with Emar. Please synchronize the patient before using this component.';

describe.each(emarTypes)('$elType', ({ elType, method, reload }) => {
  const callsOf = (client: ReturnType<typeof createInMemoryClinicalDataClient>) =>
    client.calls.filter((c) => c.method === method);

  it('loads the current day around the effective date and stores it in form state', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType, client });
    await waitFor(() => expect(callsOf(client)).toHaveLength(1));
    const range = callsOf(client)[0]!.args[1] as ClinicalDateRange;
    expect(range.from.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-01-05T23:59:59.999Z');
    await waitFor(() => expect(Array.isArray(field.value())).toBe(true));
    expectAcceptedValue(elType, 1, field.value());
    expect(screen.getByText('Showing 01/05/2026')).toBeTruthy();
  });

  it('uses the cached value from form state, and reload refetches', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType, client, value: [] });
    await act(async () => {});
    expect(callsOf(client)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: reload }));
    await waitFor(() => expect((field.value() as unknown[]).length).toBeGreaterThan(0));
    expect(callsOf(client)).toHaveLength(1);
  });

  it('refetches when the document effective date changes', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType, client, properties: { dateFilter: 'last7days' } });
    await waitFor(() => expect(callsOf(client)).toHaveLength(1));
    field.rerenderWith({ ...sampleContext, effectiveDate: '2026-02-10' });
    await waitFor(() => expect(callsOf(client)).toHaveLength(2));
    const range = callsOf(client)[1]!.args[1] as ClinicalDateRange;
    expect(range.from.toISOString()).toBe('2026-02-04T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-02-10T23:59:59.999Z');
  });

  it.each([
    ['emarDisabled', emarDisabled],
    ['patientNotSynchronized', emarNotSynced],
  ] as const)('shows the %s message in red under the emptied table', async (code, message) => {
    const client = createInMemoryClinicalDataClient({ failures: { [method]: code } });
    const field = await renderClinicalField({ elType, client, value: [{}] });
    fireEvent.click(screen.getByRole('button', { name: reload }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.className).toBe('cf-clinical-error');
    expect(field.value()).toBeNull();
    // Only the "no records" row remains.
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('is read-only in e-form unless eFormEditable is turned on', async () => {
    const client = createInMemoryClinicalDataClient();
    await renderClinicalField({ elType, client, mode: 'e-form', properties: { eFormEditable: true } });
    await waitFor(() => expect(callsOf(client)).toHaveLength(1));
    expect(screen.getByRole('button', { name: reload })).toBeTruthy();
  });
});

describe('eMAR texts', () => {
  it('shows Not Yet Dispensed for an empty dispensed date, and Spanish texts', async () => {
    await renderClinicalField({
      elType: 'EmarPatientDispenseReport',
      mode: 'form-viewer',
      value: [{ dispensed: '', scheduled: '2026-01-05T21:00:00.000Z', drug: 'Trazodone' }],
    });
    expect(screen.getByText('Not Yet Dispensed')).toBeTruthy();
    expect(screen.getByText('01/05/2026 09:00 PM')).toBeTruthy();
  });

  it('shows the eMAR refusal in Spanish', async () => {
    const client = createInMemoryClinicalDataClient({ failures: { emarVitals: 'emarDisabled' } });
    await renderClinicalField({ elType: 'EmarPatientVitals', client, language: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Su organización no tiene Emar habilitado. Póngase en contacto con su administrador para obtener acceso.',
    );
    expect(screen.getByRole('button', { name: 'Recargar signos vitales' })).toBeTruthy();
    expect(screen.getByText('No hay signos vitales')).toBeTruthy();
  });
});
