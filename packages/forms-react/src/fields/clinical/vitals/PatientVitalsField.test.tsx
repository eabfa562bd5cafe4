import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';
import type { VitalRow } from './vitalRows';

const rowsOf = (value: unknown) => value as VitalRow[];

describe('PatientVitals', () => {
  it('v1 selects the latest record by default and shows only Enabled signs', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType: 'PatientVitals', version: 1, client });
    await waitFor(() => expect(rowsOf(field.value())).toHaveLength(1));
    const [latest] = rowsOf(field.value());
    expect(latest).toMatchObject({
      dateTime: '2026-01-05T15:10:00.000Z',
      user: { fullName: 'Dana Whitfield, RN' },
    });
    expect(latest).not.toHaveProperty('id');
    expectAcceptedValue('PatientVitals', 1, field.value());
    const picker = screen.getByRole('combobox', { name: /Vital record/ }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('01/05/2026 03:10 PM by Dana Whitfield, RN');
    const table = screen.getByRole('table');
    for (const header of ['Date', 'Creator', 'Vitals'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('98.4 °F', { exact: false })).toBeTruthy();
    // Head circumference is a Disabled sign.
    expect(within(table).queryByText(/Head circumference/)).toBeNull();
  });

  it('v2 keeps id and effective date; All shows every record', async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType: 'PatientVitals', version: 2, client });
    await waitFor(() => expect(rowsOf(field.value())).toHaveLength(1));
    expect(rowsOf(field.value())[0]).toMatchObject({
      id: expect.any(String),
      effectiveDate: '2026-01-05T15:10:00.000Z',
    });
    fireEvent.change(screen.getByRole('combobox', { name: /Vital record/ }), { target: { value: 'all' } });
    expect(rowsOf(field.value())).toHaveLength(3);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expectAcceptedValue('PatientVitals', 2, field.value());
  });

  it("defaults to 'All' when the patient has no record", async () => {
    const client = createInMemoryClinicalDataClient({ data: { vitalRecords: [] } });
    const field = await renderClinicalField({ elType: 'PatientVitals', version: 2, client });
    await waitFor(() => expect(field.value()).toEqual([]));
    expect((screen.getByRole('combobox', { name: /Vital record/ }) as HTMLSelectElement).value).toBe('all');
    expect(screen.getByText('No vitals recorded')).toBeTruthy();
  });

  it('keeps a saved selection and shows it in the picker', async () => {
    const client = createInMemoryClinicalDataClient();
    const saved = [{ dateTime: '2025-12-01T16:30:00.000Z', user: 'Sam Nurse', items: [] }];
    const field = await renderClinicalField({ elType: 'PatientVitals', version: 1, client, value: saved });
    const picker = screen.getByRole('combobox', { name: /Vital record/ }) as HTMLSelectElement;
    await waitFor(() => expect(picker.selectedOptions[0]?.textContent).toContain('12/01/2025'));
    expect(field.value()).toBe(saved);
  });

  it('shows its texts in Spanish', async () => {
    await renderClinicalField({
      elType: 'PatientVitals',
      version: 1,
      mode: 'form-viewer',
      language: 'es',
      value: [{ dateTime: '2026-01-05T15:10:00.000Z', user: 'Ana', items: [] }],
    });
    expect(screen.getByRole('columnheader', { name: 'Autor' })).toBeTruthy();
    // Dates keep the section 9 formats in Spanish too (docs/decisions.md, display values).
    expect(screen.getByText('01/05/2026 03:10 PM')).toBeTruthy();
  });
});
