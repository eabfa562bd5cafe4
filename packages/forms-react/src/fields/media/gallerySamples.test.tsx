import { getCatalogueEntry } from '@clinic/forms-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { allModes, fitsValueSchema, renderField } from '../display/testing/renderField';
import { registerBasicFields } from '../registerBasicFields';
import { registerMediaAndDisplayFields } from '../registerMediaAndDisplayFields';
import { mediaAndDisplayGallerySamples } from './gallerySamples';

const ownTypes = [
  'Signature',
  'Picture',
  'Datatable',
  'Crud',
  'DocumentPicker',
  'Text',
  'Html',
  'SectionHeader',
  'FormHeader',
  'Table',
  'PageBreak',
];

beforeAll(async () => {
  registerBasicFields();
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});

describe('mediaAndDisplayGallerySamples', () => {
  it('has a sample of every type of the family, each a catalogue type', () => {
    const types = new Set(mediaAndDisplayGallerySamples.map((sample) => sample.elType));
    expect([...types].sort()).toEqual([...ownTypes].sort());
    for (const type of types) expect(getCatalogueEntry(type, 1)).toBeTruthy();
  });

  it('holds values the server accepts', () => {
    for (const sample of mediaAndDisplayGallerySamples) {
      if (sample.value !== undefined && sample.value !== null)
        expect(fitsValueSchema(sample.elType, sample.value), sample.elType).toBe(true);
    }
  });

  it('renders every sample in every mode', () => {
    for (const sample of mediaAndDisplayGallerySamples) {
      for (const mode of allModes) {
        const { unmount, container } = renderField({
          elType: sample.elType,
          properties: sample.properties ?? {},
          value: sample.value,
          mode,
        });
        const shown = container.querySelector(`[data-component-id="${sample.elType}1"]`);
        expect(shown, `${sample.elType} in ${mode}`).toBeTruthy();
        if (sample.elType !== 'PageBreak' || mode === 'form-builder')
          expect(
            shown?.textContent || shown?.querySelector('img'),
            `${sample.elType} in ${mode}`,
          ).toBeTruthy();
        unmount();
      }
    }
  });
});
