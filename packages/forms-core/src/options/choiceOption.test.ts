import { describe, expect, it } from 'vitest';
import { part } from '../document/documentFixture.testing';
import { hasOptionDetails, optionFor, readOptions, storedOption } from './choiceOption';
import { componentOptionChoices } from './componentOptions';
import { pasteOptionLines } from './pasteOptionLines';

describe('readOptions', () => {
  it('reads plain texts as options whose value is their label, as forms always stored them', () => {
    expect(readOptions(['Yes', 'No', 3])).toEqual([
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
      { value: 3, label: '3' },
    ]);
  });

  it('reads {value, label, score} options and collection records alike', () => {
    expect(
      readOptions([
        { value: 'y', label: 'Yes', score: 1 },
        { value: 7, name: 'Clinic A' },
        { value: 'n', label: '' },
      ]),
    ).toEqual([
      { value: 'y', label: 'Yes', score: 1 },
      { value: 7, label: 'Clinic A' },
      { value: 'n', label: 'n' },
    ]);
  });

  it('shows each value once and skips blanks; a collection reference not yet resolved lists none', () => {
    expect(readOptions(['A', 'A', ' ', { value: '', label: 'Empty' }, 'B']).map((o) => o.value)).toEqual([
      'A',
      'B',
    ]);
    expect(readOptions('{{collections.moods}}')).toEqual([]);
  });

  it('finds the option of a stored value, numbers and numeric text alike', () => {
    const options = readOptions([{ value: '1', label: 'One' }]);
    expect(optionFor(options, 1)?.label).toBe('One');
    expect(optionFor(options, 'gone')).toBeNull();
  });
});

describe('storedOption', () => {
  it('stores a plain text while the value is the label and there is no score', () => {
    expect(storedOption({ value: 'Yes', label: 'Yes' })).toBe('Yes');
    expect(storedOption({ value: 'y', label: 'Yes' })).toEqual({ value: 'y', label: 'Yes' });
    expect(storedOption({ value: 'Yes', label: 'Yes', score: 0 })).toEqual({
      value: 'Yes',
      label: 'Yes',
      score: 0,
    });
  });

  it('tells the builder whether values or scores are in use', () => {
    expect(hasOptionDetails(['A'])).toEqual({ separateValues: false, scores: false });
    expect(hasOptionDetails([{ value: 'a', label: 'A' }])).toEqual({ separateValues: true, scores: false });
    expect(hasOptionDetails([{ value: 'A', label: 'A', score: 2 }])).toEqual({
      separateValues: false,
      scores: true,
    });
  });
});

describe('pasteOptionLines', () => {
  it('makes one option per non-blank line, with "value|label", tabs and a numeric score', () => {
    expect(pasteOptionLines('Never\r\n\n  Sometimes  \n')).toEqual([
      { value: 'Never', label: 'Never' },
      { value: 'Sometimes', label: 'Sometimes' },
    ]);
    expect(pasteOptionLines('0|Not at all|0\n1\tSeveral days\t1\nx|Other|n/a')).toEqual([
      { value: '0', label: 'Not at all', score: 0 },
      { value: '1', label: 'Several days', score: 1 },
      { value: 'x', label: 'Other' },
    ]);
  });
});

describe('componentOptionChoices (a rule’s value picker)', () => {
  it('lists the stored value and the label of each option, in the reader’s language', () => {
    const smoker = part('SingleChoice1', 'SingleChoice', {
      options: [{ value: 'y', label: 'Yes' }, 'No'],
    });
    expect(componentOptionChoices(smoker)).toEqual([
      { value: 'y', label: 'Yes' },
      { value: 'No', label: 'No' },
    ]);
    expect(componentOptionChoices(part('Dropdown1', 'Dropdown', {}, 1), 'es')).toEqual([
      { value: 'Option 1', label: 'Opción 1' },
      { value: 'Option 2', label: 'Opción 2' },
    ]);
  });

  it('lists none for a component without options or with options from a collection', () => {
    expect(componentOptionChoices(part('TextInput1', 'TextInput'))).toEqual([]);
    expect(
      componentOptionChoices(part('SingleChoice1', 'SingleChoice', { options: '{{collections.moods}}' })),
    ).toEqual([]);
  });
});
