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
