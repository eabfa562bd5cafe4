import { formContentSchema } from '@clinic/forms-core';
import { expect, it } from 'vitest';
import { contentOf } from '../routes/core/forms/formsTestKit.testing';
import { printableDocument } from './printableDocument';

it('prints the database instants of a document as MM/DD/YYYY and MM/DD/YYYY hh:mm A', () => {
  const printable = printableDocument({
    formName: 'PHQ-9',
    content: formContentSchema.parse({}),
    results: {},
    status: 'Completed',
    effectiveDate: '2026-11-01 19:17:13.899+00',
    completedAt: '2026-11-01 22:17:13.899+00',
    patient: { fullName: 'Alex Rivera', mrn: 'MRN-1', dateOfBirth: '1990-04-12' },
    author: null,
  });
  const detail = (label: string) => printable.details.find((d) => d.label === label)?.value;
  expect(detail('Effective date')).toBe('11/01/2026');
  expect(detail('Completed')).toBe('11/01/2026 10:17 PM');
  expect(detail('Date of birth')).toBe('04/12/1990');
});

it('words the page in the language asked for: detail labels, status and values', () => {
  const content = formContentSchema.parse(
    contentOf([{ id: 'Checkbox1', elType: 'Checkbox', properties: { label: 'Agrees' } }]),
  );
  const printable = printableDocument({
    formName: 'PHQ-9',
    content,
    results: { Checkbox1: true },
    status: 'Completed',
    effectiveDate: '2026-11-01',
    completedAt: null,
    patient: { fullName: 'Alex Rivera', mrn: 'MRN-1', dateOfBirth: '1990-04-12' },
    author: null,
    language: 'es',
  });
  expect(printable.details.map((d) => d.label)).toEqual([
    'Paciente',
    'N.º de expediente',
    'Fecha de nacimiento',
    'Fecha de vigencia',
    'Estado',
    'Completado',
    'Creado por',
  ]);
  expect(printable.details.find((d) => d.label === 'Estado')?.value).toBe('Completado');
  expect(printable.items).toEqual([
    { kind: 'field', componentId: 'Checkbox1', label: 'Agrees', value: { kind: 'text', text: 'Sí' } },
  ]);
});

it('prints the form’s own texts in the language asked for, English where a text has no translation', () => {
  const content = formContentSchema.parse({
    ...contentOf([
      { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Your name' } },
      { id: 'Textarea1', elType: 'Textarea', properties: { label: 'Anything else?' } },
    ]),
    translations: { es: { 'TextInput1.label': 'Su nombre' } },
  });
  const print = (language: 'en' | 'es') =>
    printableDocument({
      formName: 'Intake',
      content,
      results: { TextInput1: 'Ana', Textarea1: '' },
      status: 'Draft',
      effectiveDate: null,
      completedAt: null,
      patient: { fullName: 'Ana Ruiz', mrn: 'MRN-2', dateOfBirth: '1990-04-12' },
      author: null,
      language,
    }).items.flatMap((item) => (item.kind === 'field' ? [item.label] : []));
  expect(print('es')).toEqual(['Su nombre', 'Anything else?']);
  expect(print('en')).toEqual(['Your name', 'Anything else?']);
});
