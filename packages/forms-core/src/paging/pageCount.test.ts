import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import { pageCount } from './pageCount';

describe('pageCount', () => {
  it('is one for a form without page breaks, even an empty one', () => {
    expect(pageCount(form([]))).toBe(1);
    expect(pageCount(form([row('Row1', [component('Text1', 'Text')])]))).toBe(1);
  });

  it('is one plus the number of page-break rows, nested ones included', () => {
    const content = form([
      row('Row1', [component('Text1', 'Text')]),
      pageBreakRow('Row2'),
      row('Row3', [[pageBreakRow('Row4')]]),
    ]);
    expect(pageCount(content)).toBe(3);
  });
});
