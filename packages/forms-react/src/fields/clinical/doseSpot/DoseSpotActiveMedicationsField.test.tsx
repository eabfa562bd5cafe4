import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinicalIntegrationMessages } from '../../../services/clinicalDataClient';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';

const now = () => new Date('2026-01-05T12:00:00.000Z');
const medicationsOf = (value: unknown) =>
  (value as Array<{ medication: string }>).map((row) => row.medication);

describe('DoseSpotActiveMedications', () => {
  it.each([
    ['all', 4],
    ['currentday', 1],
    ['last7days', 2],
    ['last30days', 3],
    ['last3months', 4],
  ])('filters on the client with dateFilter %s', async (dateFilter, count) => {
    const client = createInMemoryClinicalDataClient({ now });
    const field = await renderClinicalField({
      elType: 'DoseSpotActiveMedications',
      client,
      properties: { dateFilter },
    });
    await waitFor(() => expect(Array.isArray(field.value())).toBe(true));
    expect(medicationsOf(field.value())).toHaveLength(count);
    expectAcceptedValue('DoseSpotActiveMedications', 1, field.value());
  });

  it.each([
    ['doseSpotDisabled', clinicalIntegrationMessages.doseSpotDisabled],
    ['currentUserWithoutAccess', clinicalIntegrationMessages.currentUserWithoutAccess],
    ['patientNotSynchronized', clinicalIntegrationMessages.doseSpotPatientNotSynchronized],
  ] as const)('shows the %s message under the emptied table', async (code, message) => {
    const client = createInMemoryClinicalDataClient({ failures: { doseSpotActiveMedications: code } });
    const field = await renderClinicalField({
      elType: 'DoseSpotActiveMedications',
      client,
      value: [{ medication: 'X' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload Active Medications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field.value()).toBeNull();
    expect(screen.getByText('No active medications')).toBeTruthy();
  });

  it('matches the spec texts verbatim', async () => {
    expect(clinicalIntegrationMessages.doseSpotDisabled).toBe(
      "Your tenant doesn't have DoseSpot enabled. Please contact your administrator to get access.",
    );
    expect(clinicalIntegrationMessages.currentUserWithoutAccess).toBe(
      "Your account doesn't have DoseSpot access. Please contact your administrator to get access.",
    );
    expect(clinicalIntegrationMessages.doseSpotPatientNotSynchronized).toBe(
      'This patient has not been synced with DoseSpot. Please synchronize the patient before using this component.',
    );
  });
});
