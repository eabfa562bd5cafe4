import { formContentSchema } from '@clinic/forms-core';
import { expect, it } from 'vitest';
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
