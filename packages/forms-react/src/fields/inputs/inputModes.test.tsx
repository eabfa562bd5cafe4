import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { inputGallerySamples } from './gallerySamples';
import { registerInputFields } from './registerInputFields';
import { ALL_MODES, expectAcceptedValue, renderField } from './testing/renderField';

/** The static text of each gallery sample (forms.md section 9 formats). */
const staticTexts: readonly string[] = [
  'Headaches for two weeks, worse in the morning',
  'Patient reports intermittent chest tightness on exertion since March; no syncope.',
  'alex.rivera@example.org',
  '+1 541 555 0142',
  '6',
  '*****',
  'Tension-type headache.\nStart ibuprofen 400 mg as needed; sleep hygiene reviewed.',
  'Follow-up',
  'Cough, Fatigue',
  'Other: Hillside Apothecary',
  'Penicillin, Latex',
  '03/15/2024',
  '08:30 AM',
  'Former',
  'Diabetes, Hypertension',
  'Yes',
  'Once - per week - 6 months',
  // The answer's text only: its weight is never shown (patients read the viewer).
  'Several days',
];

const controls = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLInputElement>('input, select, textarea, button'));

describe('input and choice components in every display mode', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('has a static text for every sample', () => {
    expect(staticTexts).toHaveLength(inputGallerySamples.length);
  });

  describe.each(
    inputGallerySamples.map((sample, index) => ({
      sample,
      index,
      name: `${sample.elType} v${sample.version ?? 1} ${sample.title ?? ''}`,
    })),
  )('$name', ({ sample, index }) => {
    it('holds a value the server accepts', () => expectAcceptedValue(sample, sample.value));

    it.each(ALL_MODES)('renders in %s mode', (mode) => {
      const { container } = renderField(sample, { mode, value: sample.value });
      const field = container.querySelector('.cf-field') as HTMLElement;
      if (mode === 'form-viewer' || mode === 'printable') {
        expect(within(field).getByRole('status').textContent).toBe(staticTexts[index]);
        expect(controls(field)).toHaveLength(0);
      } else if (mode === 'form-builder') {
        const preview = field.querySelector('.cf-preview');
        expect(preview?.hasAttribute('inert')).toBe(true);
        expect(controls(field).length).toBeGreaterThan(0);
        for (const control of controls(field)) expect(control.disabled, control.outerHTML).toBe(true);
      } else {
        expect(field.querySelector('output')).toBeNull();
        expect(controls(field).some((control) => !control.disabled)).toBe(true);
      }
    });

    it('is static text in e-form mode when not eFormEditable', () => {
      renderField(
        { ...sample, properties: { ...sample.properties, eFormEditable: false } },
        {
          mode: 'e-form',
          value: sample.value,
        },
      );
      expect(screen.getByRole('status').textContent).toBe(staticTexts[index]);
    });

    it("shows '--' when empty", () => {
      renderField(sample, { mode: 'form-viewer' });
      expect(screen.getByRole('status').textContent).toBe('--');
    });
  });
});
