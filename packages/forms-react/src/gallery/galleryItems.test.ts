import { catalogueEntries } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { catalogueGalleryItem, galleryItems } from './galleryItems';

const entry = (elType: string, version = 1) => {
  const found = catalogueEntries.find(
    (candidate) => candidate.elType === elType && candidate.version === version,
  );
  if (!found) throw new Error(`${elType} v${version} is not in the catalogue`);
  return found;
};

describe('galleryItems', () => {
  it('has every catalogue entry, both versions where two exist, then Form, Row and Column', () => {
    const keys = galleryItems([]).map((item) => item.key);
    expect(keys).toEqual([
      ...catalogueEntries.map((e) => `${e.elType}-v${e.version}`),
      'layout-Form',
      'layout-Row',
      'layout-Column',
    ]);
    expect(keys).toContain('Dropdown-v1');
    expect(keys).toContain('Dropdown-v2');
    expect(keys).toContain('PatientVitals-v2');
  });

  it('lays a sample over the catalogue defaults and stores its value', () => {
    const item = catalogueGalleryItem(entry('TextInput'), [
      { elType: 'TextInput', properties: { label: 'Chief complaint', maxLength: 120 }, value: 'Headaches' },
    ]);
    const component = item.content.rows[0]?.columns[0]?.children[0];
    expect(component).toMatchObject({
      kind: 'component',
      id: 'TextInput1',
      properties: { label: 'Chief complaint', maxLength: 120, placeholder: 'Write something...' },
    });
    expect(item.results).toEqual({ TextInput1: 'Headaches' });
  });

  it('prefers the sample of the exact version over one for every version', () => {
    const samples = [
      { elType: 'Dropdown', properties: { label: 'Any version' } },
      { elType: 'Dropdown', version: 2, properties: { label: 'Version 2' } },
    ];
    const label = (version: number) =>
      catalogueGalleryItem(entry('Dropdown', version), samples).content.rows[0]?.columns[0]?.children[0];
    expect(label(1)).toMatchObject({ properties: { label: 'Any version' } });
    expect(label(2)).toMatchObject({ properties: { label: 'Version 2' } });
  });

  it('names an unlabelled control after its type, but leaves display types without a label', () => {
    const input = catalogueGalleryItem(entry('EmailInput'), []).content.rows[0]?.columns[0]?.children[0];
    const text = catalogueGalleryItem(entry('Text'), []).content.rows[0]?.columns[0]?.children[0];
    expect(input).toMatchObject({ properties: { label: 'Email Input' } });
    expect(text).toMatchObject({ properties: { label: '' } });
    expect(catalogueGalleryItem(entry('EmailInput'), []).results).toEqual({});
  });
});
