import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import { canDropPageBreak, pageBreakDropRefusal } from './canDropPageBreak';

const content = form([
  row('Row1', [component('Text1', 'Text')]),
  pageBreakRow('Break'),
  row('Row3', [component('Text2', 'Text')]),
  row('Row4', [
    [row('Nested', [component('Text3', 'Text')])],
    component('Crud1', 'Crud', {
      formLayout: [row('CrudRow', [component('TextInput1', 'TextInput')])],
      listItemLayout: [],
    }),
  ]),
]);

describe('canDropPageBreak', () => {
  it('allows a new row between ordinary rows and at the end of the form', () => {
    expect(canDropPageBreak(content, { kind: 'new-row', list: { kind: 'form' }, index: 3 })).toBe(true);
    expect(canDropPageBreak(content, { kind: 'new-row', list: { kind: 'form' }, index: 4 })).toBe(true);
  });

  it('refuses a spot directly before or after another page break', () => {
    for (const index of [1, 2]) {
      expect(pageBreakDropRefusal(content, { kind: 'new-row', list: { kind: 'form' }, index })).toBe(
        'next-to-page-break',
      );
    }
  });

  it('allows a new row in the nested layout of a column', () => {
    const target = { kind: 'new-row', list: { kind: 'column', columnId: 'Row4-col1' }, index: 1 } as const;
    expect(canDropPageBreak(content, target)).toBe(true);
  });

  it('refuses the form and list item layouts of a Crud, and columns inside them', () => {
    for (const layout of ['formLayout', 'listItemLayout'] as const) {
      const target = { kind: 'new-row', list: { kind: 'crud', crudId: 'Crud1', layout }, index: 0 } as const;
      expect(pageBreakDropRefusal(content, target)).toBe('inside-crud');
    }
    const inCrudColumn = {
      kind: 'new-row',
      list: { kind: 'column', columnId: 'CrudRow-col1' },
      index: 0,
    } as const;
    expect(pageBreakDropRefusal(content, inCrudColumn)).toBe('inside-crud');
  });

  it('refuses sharing a column with other content: a page break takes a row of its own', () => {
    expect(pageBreakDropRefusal(content, { kind: 'into-column', columnId: 'Row1-col1', index: 1 })).toBe(
      'needs-own-row',
    );
  });

  it('refuses a target that is not in the form', () => {
    const target = { kind: 'new-row', list: { kind: 'column', columnId: 'Nope' }, index: 0 } as const;
    expect(pageBreakDropRefusal(content, target)).toBe('unknown-target');
  });
});
