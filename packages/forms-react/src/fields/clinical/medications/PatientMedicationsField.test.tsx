import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryClinicalDataClient } from '../../../services/inMemoryClinicalDataClient';
import { expectAcceptedValue, renderClinicalField } from '../testing/renderClinicalField';

describe('PatientMedications', () => {
  it("loads the episode's administrations, newest first", async () => {
    const client = createInMemoryClinicalDataClient();
    const field = await renderClinicalField({ elType: 'PatientMedications', client });
    await waitFor(() => expect(field.value()).toHaveLength(2));
    expectAcceptedValue('PatientMedications', 1, field.value());
    expect(screen.getByText('Sertraline 50 mg tablet')).toBeTruthy();
    expect(screen.getByText('1 tablet')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.getByText('01/05/2026 01:00 PM')).toBeTruthy();
  });

  it('shows a stored signature image only from an image data URL', async () => {
    await renderClinicalField({
      elType: 'PatientMedications',
      mode: 'form-viewer',
      value: [
        { signedBy: 'A', signature: 'data:image/png;base64,iVBORw0KGgo=' },
        { signedBy: 'B', signature: 'https://example.org/track.png' },
      ],
    });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Signature of A' })).toBeTruthy();
  });

  it('shows its texts in Spanish', async () => {
    await renderClinicalField({
      elType: 'PatientMedications',
      mode: 'form-viewer',
      language: 'es',
      value: [{ status: 'Given', type: 'PRN' }],
    });
    expect(screen.getByText('Administrado')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Vía' })).toBeTruthy();
  });
});
