import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../catalogue/catalogueRegistry';
import type { ComponentNode } from '../model/layout';
import { displayValue } from './displayValue';
import { displayFormatters } from './displayValue/displayFormatters';
import type { DisplayValue } from './displayValue/displayValueTypes';
import type { DocumentLanguage } from './documentLanguage';

const png = 'data:image/png;base64,iVBORw0KGgo=';

const show = (
  elType: string,
  value: unknown,
  properties: Record<string, unknown> = {},
  language: DocumentLanguage = 'en',
  version = 1,
): DisplayValue => displayValue({ elType, version }, properties, value, { language });

const text = (shown: string) => ({ kind: 'text', text: shown });
const empty = { kind: 'empty' };

describe('displayValue', () => {
  it('has a formatter for every catalogue type', () => {
    for (const entry of catalogueEntries) expect(displayFormatters).toHaveProperty(entry.elType);
  });

  it('shows text as typed, numbers, and empty for blank or missing values', () => {
    expect(show('TextInput', 'Jane')).toEqual(text('Jane'));
    expect(show('Textarea', 'line 1\nline 2')).toEqual(text('line 1\nline 2'));
    expect(show('TextInput', '  ')).toEqual(empty);
    expect(show('EmailInput', undefined)).toEqual(empty);
    expect(show('NumberInput', 0)).toEqual(text('0'));
    expect(show('UnknownType', 'kept')).toEqual(text('kept'));
  });

  it('never shows a password, only five asterisks', () => {
    expect(show('PasswordInput', 'secret')).toEqual(text('*****'));
    expect(show('PasswordInput', '')).toEqual(empty);
  });

  it('formats phones internationally; a dial code alone is empty', () => {
    expect(show('PhoneInput', '+12025550142')).toEqual(text('+1 202 555 0142'));
    expect(show('PhoneInput', '+1 ')).toEqual(empty);
  });

  it.each<[DocumentLanguage, string, string]>([
    ['en', 'Yes', 'No'],
    ['es', 'Sí', 'No'],
  ])('shows a checkbox as Yes or No in %s; never set is empty', (language, yes, no) => {
    expect(show('Checkbox', true, {}, language)).toEqual(text(yes));
    expect(show('Checkbox', false, {}, language)).toEqual(text(no));
    expect(show('Checkbox', null, {}, language)).toEqual(empty);
  });

  it('shows dates and times in the section 9 formats', () => {
    expect(show('DatePicker', '2025-04-05')).toEqual(text('04/05/2025'));
    expect(show('DatePicker', '04/0')).toEqual(text('04/0'));
    expect(show('TimePicker', '14:30:00')).toEqual(text('02:30 PM'));
    expect(show('DatePicker', '')).toEqual(empty);
  });

  describe('choices show labels, not stored values', () => {
    const options = [{ value: 'a', label: 'Apple' }, { value: 'b', label: 'Banana' }, 'Cherry'];
    it('single choice, multiple choice and dropdown v1', () => {
      expect(show('SingleChoice', 'a', { options })).toEqual(text('Apple'));
      expect(show('SingleChoice', 'Cherry', { options })).toEqual(text('Cherry'));
      expect(show('MultipleChoice', ['a', 'b'], { options })).toEqual(text('Apple, Banana'));
      expect(show('Dropdown', ['b', 'gone'], { options })).toEqual(text('Banana, gone'));
      // Resolved collection records show their name; numbers match numeric text.
      expect(show('SingleChoice', 2, { options: [{ value: '2', name: 'Two' }] })).toEqual(text('Two'));
    });

    it('dropdown v2 with "Other", in both languages', () => {
      expect(show('Dropdown', { value: 'a', otherValue: null }, { options }, 'en', 2)).toEqual(text('Apple'));
      expect(show('Dropdown', { value: null, otherValue: 'Kiwi' }, { options }, 'en', 2)).toEqual(
        text('Other: Kiwi'),
      );
      expect(show('Dropdown', { value: null, otherValue: 'Kiwi' }, { options }, 'es', 2)).toEqual(
        text('Otro: Kiwi'),
      );
      expect(show('Dropdown', { value: null, otherValue: '' }, { options }, 'en', 2)).toEqual(empty);
    });

    it('translates the catalogue default options', () => {
      const defaults = { options: ['Option 1', 'Option 2'] };
      expect(show('Dropdown', 'Option 1', defaults, 'es')).toEqual(text('Opción 1'));
      expect(show('FrequencyDuration', 'Twice - per day - 1 week', {}, 'es')).toEqual(
        text('Dos veces - por día - 1 semana'),
      );
      expect(show('FrequencyDuration', 'Twice - per day - 1 week')).toEqual(text('Twice - per day - 1 week'));
      expect(show('FrequencyDuration', 'Once -  - ')).toEqual(text('Once'));
    });
  });

  it('shows an assessment answer by its text, never its weight', () => {
    expect(show('AssessmentQuestion', { text: 'Several days', value: 1 })).toEqual(text('Several days'));
  });

  it('shows signatures and pictures only from raster data URLs, with their captions', () => {
    expect(show('Signature', { signature: png, signedBy: 'Dr Who', date: '2025-04-05T10:00:00' })).toEqual({
      kind: 'image',
      dataUrl: png,
      caption: 'Dr Who — 04/05/2025 10:00 AM',
    });
    expect(show('Signature', { signature: 'data:image/svg+xml;base64,PHN2Zz4=', signedBy: 'X' })).toEqual(
      empty,
    );
    expect(show('Picture', { picture: png, date: '2025-04-05T10:00:00' }, {}, 'es')).toEqual({
      kind: 'image',
      dataUrl: png,
      caption: 'Tomada el 04/05/2025 10:00 AM',
    });
  });

  it.each<[DocumentLanguage, string]>([
    ['en', 'Apr 05, 2025'],
    ['es', 'abr 05, 2025'],
  ])('shows a datatable in %s: dates "MMM DD, YYYY", times "hh:mm a", select labels', (language, date) => {
    const columns = [
      { text: 'Day', field: 'Day', type: 'date' },
      { text: 'At', field: 'At', type: 'time' },
      { text: 'Kind', field: 'Kind', type: 'select', options: ['Oral'] },
      { text: 'Note', field: 'Note', type: 'plain' },
    ];
    expect(
      show('Datatable', [{ Day: '2025-04-05', At: '09:15:00', Kind: 'Oral' }], { columns }, language),
    ).toEqual({
      kind: 'table',
      columns: ['Day', 'At', 'Kind', 'Note'],
      rows: [[text(date), text('09:15 am'), text('Oral'), empty]],
    });
    expect(show('Datatable', [], { columns }, language)).toEqual(empty);
  });

  it('shows the Table component from its computed columns and items', () => {
    const properties = {
      columns: [{ key: 'name', label: 'Name' }, { key: 'ok' }],
      items: [{ name: 'A', ok: true }],
    };
    expect(show('Table', undefined, properties, 'es')).toEqual({
      kind: 'table',
      columns: ['Name', 'ok'],
      rows: [[text('A'), text('Sí')]],
    });
  });

  it('shows Crud records one per row, each cell its component display value', () => {
    const child = (id: string, elType: string, properties: Record<string, unknown>): ComponentNode => ({
      kind: 'component',
      id,
      elType,
      version: 1,
      page: 1,
      properties,
    });
    const formLayout = [
      {
        kind: 'row',
        id: 'r1',
        version: 1,
        properties: {},
        columns: [
          {
            kind: 'column',
            id: 'c1',
            version: 1,
            properties: {},
            children: [
              child('Text1', 'Text', { value: '<p>Intro</p>' }),
              child('DatePicker1', 'DatePicker', { label: 'Seen' }),
              child('Checkbox1', 'Checkbox', { label: 'Done' }),
            ],
          },
        ],
      },
    ];
    expect(
      show('Crud', [{ DatePicker1: '2025-04-05', Checkbox1: true }], { formLayout, listItemLayout: [] }),
    ).toEqual({
      kind: 'table',
      columns: ['Seen', 'Done'],
      rows: [[text('04/05/2025'), text('Yes')]],
    });
  });

  it.each<[DocumentLanguage, string[]]>([
    ['en', ['Created: 01/02/2026 09:30 AM', 'Created by: Jane Doe, LCSW', 'Status: Completed', 'Score: 7']],
    [
      'es',
      ['Creado: 01/02/2026 09:30 AM', 'Creado por: Jane Doe, LCSW', 'Estado: Completado', 'Puntuación: 7'],
    ],
  ])('shows a picked document in %s', (language, lines) => {
    const picked = {
      id: 'd1',
      status: 'Completed',
      createdAt: '2026-01-02T09:30:00',
      createdBy: { fullName: 'Jane Doe', credentials: 'LCSW' },
      score: '7',
    };
    expect(show('DocumentPicker', picked, {}, language)).toEqual({ kind: 'lines', lines });
  });

  it('gives rich text as HTML for the edges to sanitise; the default text translated', () => {
    expect(show('Html', undefined, { value: '<b>Hi</b>' })).toEqual({ kind: 'html', html: '<b>Hi</b>' });
    expect(show('Text', undefined, { value: 'Example text' }, 'es')).toEqual({
      kind: 'html',
      html: 'Texto de ejemplo',
    });
    expect(show('FormHeader', '<p></p>')).toEqual(empty);
    expect(show('SectionHeader', undefined, { label: 'About you' })).toEqual(text('About you'));
    expect(show('PageBreak', undefined)).toEqual(empty);
  });

  it('reads instants in the clinic zone (EDT in April)', () => {
    expect(
      displayValue(
        { elType: 'Signature' },
        {},
        { signature: png, date: '2025-04-05T10:00:00Z' },
        {
          language: 'en',
          timeZone: 'America/New_York',
        },
      ),
    ).toMatchObject({ caption: '04/05/2025 06:00 AM' });
  });
});
