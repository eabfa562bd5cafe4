import { bench, describe } from 'vitest';
import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import { createComponent } from '../catalogue/createComponent';
import { rowOf } from '../catalogue/formContentFixture';
import { type ComponentNode, type FormContent, formContentSchema, type Results } from '../model/layout';
import { checkDocument } from './checkDocument';
import { createDocumentEngine } from './documentEngine';

/** A realistic mix: each sample is a type, its settings and a value, some valid and some not. */
const samples: Array<[CatalogueElType, number | undefined, Record<string, unknown>, unknown]> = [
  ['TextInput', undefined, { required: true, minLength: 2, maxLength: 50 }, 'Jane Doe'],
  ['TextInput', undefined, { required: true }, ''],
  ['Textarea', undefined, { maxLength: 500 }, 'Patient reports mild pain in the lower back.'],
  ['EmailInput', undefined, { required: true }, 'jane.doe@example.com'],
  ['PhoneInput', undefined, { required: true }, '(213) 373-4253'],
  ['PhoneInput', undefined, {}, '+1'],
  ['NumberInput', undefined, { minValue: 0, maxValue: 300 }, 72],
  ['DatePicker', undefined, { required: true, minValue: '2020-01-01', maxValue: '2030-12-31' }, '2024-05-17'],
  ['DatePicker', undefined, {}, '2023-02-30'],
  ['TimePicker', undefined, { required: true }, '08:30:00'],
  ['Dropdown', 1, { required: true }, 'Option 1'],
  [
    'Dropdown',
    2,
    { required: true, multiselect: true, maxOptions: 2 },
    { value: ['a', 'b', 'c'], otherValue: null },
  ],
  ['SingleChoice', undefined, { required: true }, 'Yes'],
  ['MultipleChoice', undefined, { required: true, maxOptions: 3 }, ['Headache', 'Nausea']],
  [
    'Signature',
    undefined,
    { required: true },
    { signature: 'data:image/png;base64,AAAA', signedBy: 'Dr. Smith' },
  ],
  ['Picture', undefined, { required: true }, { picture: null, date: null }],
  ['Datatable', undefined, { required: true }, [{ column1: 'a', column2: 'b', column3: 'c' }]],
  ['FrequencyDuration', undefined, { required: true }, 'Twice - per day - 1 week'],
  ['AssessmentQuestion', undefined, { required: true }, { text: 'Sometimes', value: 2 }],
  ['Checkbox', undefined, {}, true],
  ['Text', undefined, {}, undefined],
  ['PatientVitals', 2, {}, []],
  ['Crud', undefined, {}, [{ TextInput1: 'x' }]],
  ['EmarPatientVitals', undefined, {}, []],
  ['PasswordInput', undefined, { minLength: 8 }, 'hunter2'],
];

function buildForm(size: number): { content: FormContent; results: Results } {
  const results: Results = {};
  const components: ComponentNode[] = [];
  for (let index = 0; index < size; index++) {
    const [elType, version, properties, value] = samples[index % samples.length]!;
    const component = createComponent(elType, version);
    component.id = `${elType}${index + 1}`;
    component.page = Math.floor(index / 100);
    Object.assign(component.properties, properties);
    components.push(component);
    results[component.id] = value;
  }
  // Ten components a row, every fifth row nested inside another, as builders lay forms out.
  const rows = [];
  for (let start = 0; start < components.length; start += 10) {
    const row = rowOf(`Row${start}`, components.slice(start, start + 10));
    rows.push(start % 50 === 0 ? rowOf(`Outer${start}`, [row]) : row);
  }
  return { content: formContentSchema.parse({ rows }), results };
}

const { content, results } = buildForm(1000);
const engine = createDocumentEngine({ content, results });

/** Target: checking 1,000 components takes under 5 ms (issue 15); one change under 0.5 ms. */
describe('checkDocument', () => {
  bench('check 1,000 prepared components with values', () => {
    checkDocument(engine, { mode: 'form-submitter', filling: false });
  });

  bench('one change in a 1,000-component document', () => {
    engine.setValue('TextInput1', engine.getValue('TextInput1') === 'Jane' ? 'Jane Doe' : 'Jane');
  });

  bench('prepare a 1,000-component document (as the server does per request)', () => {
    createDocumentEngine({ content, results });
  });
});
