import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import { firstPageWithError } from './firstPageWithError';

const content = form([
  row('Row1', [component('TextInput1', 'TextInput')]),
  pageBreakRow('Break1'),
  row('Row2', [component('TextInput2', 'TextInput')]),
  pageBreakRow('Break2'),
  row('Row3', [component('TextInput3', 'TextInput')]),
]);

describe('firstPageWithError', () => {
  it('jumps to the first page that has an error', () => {
    const errors = { TextInput3: ['This field is required'], TextInput2: ['Invalid phone number'] };
    expect(firstPageWithError(content, errors)).toBe(1);
  });

  it('ignores components whose error list is empty and ids not in the form', () => {
    expect(firstPageWithError(content, { TextInput1: [], Unknown1: ['This field is required'] })).toBeNull();
  });
});
