import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';

describe('PatientAllergies', () => {
  it("loads the patient's allergies, typed-in allergens included, and reloads them", async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType: 'PatientAllergies', client });
    await waitFor(() => expect(field.value()).toHaveLength(2));
    expect(field.value()).toEqual([
      expect.objectContaining({
        allergyType: 'Drug',
        allergen: 'Penicillin',
        reaction: 'Hives',
        severity: 'Moderate',
      }),
      expect.objectContaining({
        allergyType: 'Food',
        allergen: 'Kiwi',
        reaction: 'Itchy mouth',
        severity: 'Mild',
      }),
    ]);
    expectAcceptedValue('PatientAllergies', 1, field.value());
    act(() => field.store.setValue(field.node.id, []));
    fireEvent.click(screen.getByRole('button', { name: 'Reload Allergies' }));
    await waitFor(() => expect(field.value()).toHaveLength(2));
  });

  it('shows a failed load under the emptied table', async () => {
    const client = createInMemoryClinicalDataClient({
      failures: { listAllergies: new Error('Patient not found.') },
    });
    const field = await renderClinicalField({ elType: 'PatientAllergies', client });
    expect((await screen.findByRole('alert')).textContent).toBe('Patient not found.');
    expect(field.value()).toBeNull();
  });

  it('shows its texts in Spanish', async () => {
    await renderClinicalField({ elType: 'PatientAllergies', mode: 'printable', language: 'es', value: [] });
    expect(screen.getByRole('columnheader', { name: 'Alérgeno' })).toBeTruthy();
    expect(screen.getByText('No hay alergias registradas')).toBeTruthy();
  });
});
