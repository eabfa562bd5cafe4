import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import type { ValueChange } from '../../../store/formStore';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';

describe('PatientAllergies', () => {
  it("loads the patient's allergies, typed-in allergens included, and reloads them", async () => {
    const client = createInMemoryClinicalDataClient();
    const changes: ValueChange[] = [];
    const field = await renderClinicalField({
      elType: 'PatientAllergies',
      client,
      onChange: (change) => changes.push(change),
    });
    await waitFor(() => expect(field.value()).toHaveLength(2));
    // The list loaded as the form opens is no edit: documents do not call it unsaved.
    expect(changes).toEqual([{ loaded: true }]);
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
    // A reload the user asks for is an edit.
    expect(changes.slice(1)).toEqual([{ loaded: false }, { loaded: false }]);
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
    await renderClinicalField({ elType: 'PatientAllergies', language: 'es', value: [] });
    expect(screen.getByRole('columnheader', { name: 'Alérgeno' })).toBeTruthy();
    expect(screen.getByText('No hay alergias registradas')).toBeTruthy();
  });
});
