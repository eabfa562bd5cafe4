import { describe, expect, it } from 'vitest';
import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { checkCataloguePropertyValue } from '../catalogue/checkCataloguePropertyValue';
import { loadFormContent } from '../catalogue/loadFormContent';
import { documentForm, part } from '../document/documentFixture.testing';
import { checkOptionList } from './checkOptionList';

const optionsMeta = getCatalogueEntry('SingleChoice', 1)?.propertyByName.get('options');
if (!optionsMeta) throw new Error('SingleChoice has no options property');

describe('checkOptionList', () => {
  it('accepts texts and {value, label, score} options; plain texts may repeat as they always could', () => {
    expect(
      checkOptionList(['A', 'A', 2, { value: 'b', label: 'B', score: 1.5 }, { value: 'c', label: '' }]),
    ).toBe(null);
  });

  it('refuses an empty value, a repeated value and what is no option, by position', () => {
    expect(checkOptionList([{ value: ' ', label: 'Blank' }])).toEqual({
      code: 'emptyOptionValue',
      position: 1,
    });
    expect(checkOptionList(['y', { value: 'y', label: 'Yes' }])).toEqual({
      code: 'duplicateOptionValue',
      position: 2,
      value: 'y',
    });
    expect(checkOptionList([{ value: 'y', label: 'Yes' }, 'y'])).toEqual({
      code: 'duplicateOptionValue',
      position: 2,
      value: 'y',
    });
    expect(checkOptionList([{ value: 'y' }])).toEqual({ code: 'notAnOption', position: 1 });
    expect(checkOptionList([{ value: 'y', label: 'Yes', score: 'high' }])).toEqual({
      code: 'notAnOption',
      position: 1,
    });
    expect(checkOptionList([['y']])).toEqual({ code: 'notAnOption', position: 1 });
  });
});

describe('the form check on options', () => {
  it('accepts {value, label, score} options where it once said "must be a list of option texts"', () => {
    const options = [{ value: 'y', label: 'Yes', score: 1 }, 'No'];
    expect(checkCataloguePropertyValue(optionsMeta, options)).toEqual({ ok: true, value: options });
  });

  it('names the option at fault, in datatable select columns too', () => {
    const loaded = loadFormContent(
      documentForm([
        part('SingleChoice1', 'SingleChoice', {
          options: [
            { value: 'y', label: 'Yes' },
            { value: 'y', label: 'Yeah' },
          ],
        }),
        part('Datatable1', 'Datatable', {
          columns: [{ text: 'Site', field: 'Site', type: 'select', options: [{ value: '', label: 'None' }] }],
        }),
      ]),
    );
    expect(loaded.ok ? [] : loaded.errors.map((error) => error.message)).toEqual([
      'Property "options" of SingleChoice must be a list of options (texts, or {value, label, score} with distinct values): option 2 repeats the value "y"',
      'Property "columns" of Datatable must be a list of options (texts, or {value, label, score} with distinct values): option 1 has an empty value',
    ]);
  });
});
