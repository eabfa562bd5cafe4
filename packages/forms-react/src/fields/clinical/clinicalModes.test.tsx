import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisplayMode } from '../../render/displayMode';
import { createInMemoryClinicalDataClient } from '../../services/inMemoryClinicalDataClient';
import { clinicalGallerySamples } from './gallerySamples';
import { expectAcceptedValue, renderClinicalField } from './testing/renderClinicalField';

/** Every clinical type with the call its submitter mode loads through. */
const types: Array<{
  elType: string;
  version?: number;
  loads: string;
  emar?: boolean;
  portalStatic?: boolean;
  /** Filled from the patient's chart by the server: a patient only ever reads it. */
  chart?: boolean;
}> = [
  { elType: 'PatientVitals', version: 1, loads: 'listVitalRecords', chart: true },
  { elType: 'PatientVitals', version: 2, loads: 'listVitalRecords', chart: true },
  { elType: 'PatientDiagnosisCodes', loads: 'listDiagnosisCodes', chart: true },
  { elType: 'PatientAllergies', loads: 'listAllergies', chart: true },
  { elType: 'PatientMedications', loads: 'listMarRecords', chart: true },
  { elType: 'ActiveMedications', loads: 'listScheduledMedications', chart: true },
  { elType: 'DoseSpotActiveMedications', loads: 'doseSpotActiveMedications', portalStatic: true },
  { elType: 'EmarScheduledTreatmentEvents', loads: 'emarScheduledEvents', emar: true },
  { elType: 'EmarPatientVitals', loads: 'emarVitals', emar: true },
  { elType: 'EmarPatientDispenseReport', loads: 'emarDispenseReport', emar: true },
  { elType: 'TreatmentPlanObjectives', loads: 'listTreatmentPlans' },
];

const sampleValue = (elType: string, version?: number) =>
  clinicalGallerySamples.find(
    (s) => s.elType === elType && (s.version === undefined || s.version === version),
  )?.value;

describe.each(types)('$elType v$version', ({ elType, version = 1, loads, emar, portalStatic, chart }) => {
  it('builder: a non-interactive preview that loads nothing', async () => {
    const client = createInMemoryClinicalDataClient();
    await renderClinicalField({ elType, version, mode: 'form-builder', client });
    for (const control of [...screen.queryAllByRole('button'), ...screen.queryAllByRole('combobox')])
      expect((control as HTMLButtonElement | HTMLSelectElement).disabled).toBe(true);
    expect(client.calls).toEqual([]);
  });

  it.each<DisplayMode>(['form-viewer', 'printable'])(
    '%s: static, shows the stored value, loads nothing',
    async (mode) => {
      const client = createInMemoryClinicalDataClient();
      const value = sampleValue(elType, version);
      await renderClinicalField({ elType, version, mode, client, value });
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(client.calls).toEqual([]);
      expect(document.body.textContent).not.toContain('--undefined');
    },
  );

  it('submitter: loads and stores a value the server accepts', async () => {
    const client = createInMemoryClinicalDataClient();
    const { value } = await renderClinicalField({ elType, version, client });
    await waitFor(() => expect(client.calls.map((c) => c.method)).toContain(loads));
    if (elType !== 'TreatmentPlanObjectives') {
      await waitFor(() => expect(Array.isArray(value())).toBe(true));
      expectAcceptedValue(elType, version, value());
    }
  });

  const eFormStatic = emar || portalStatic || chart;
  it(`e-form: ${chart ? 'always read-only' : eFormStatic ? 'read-only by default' : 'editable'}`, async () => {
    const client = createInMemoryClinicalDataClient();
    await renderClinicalField({
      elType,
      version,
      mode: 'e-form',
      client,
      properties: emar ? {} : { eFormEditable: true },
    });
    if (eFormStatic) {
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(client.calls).toEqual([]);
    } else {
      await waitFor(() => expect(client.calls.map((c) => c.method)).toContain(loads));
    }
  });

  it('e-form with eFormEditable false: static', async () => {
    const client = createInMemoryClinicalDataClient();
    await renderClinicalField({
      elType,
      version,
      mode: 'e-form',
      client,
      properties: { eFormEditable: false },
    });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(client.calls).toEqual([]);
  });
});

describe('gallery samples', () => {
  it('hold values the server accepts', async () => {
    for (const sample of clinicalGallerySamples)
      if (sample.value !== undefined) expectAcceptedValue(sample.elType, sample.version ?? 1, sample.value);
  });

  it('show in the viewer', async () => {
    await renderClinicalField({
      elType: 'PatientAllergies',
      mode: 'form-viewer',
      value: sampleValue('PatientAllergies'),
    });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Penicillin')).toBeTruthy();
  });
});
