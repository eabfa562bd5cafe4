import { describe, expect, it } from 'vitest';
import { component, form, row } from '../model/buildLayout.testing';
import { hiddenFromRules, readConditionRules } from './conditionStatements';
import { layoutClipboardText, pasteLayout, readLayoutClipboard } from './layoutClipboard';

describe('copy and paste layout', () => {
  const content = form([
    row('Row1', [
      component('TextInput1', 'TextInput'),
      component('Textarea1', 'Textarea', { hidden: "{{ TextInput1 == 'yes' }}", label: 'TextInput1 notes' }),
    ]),
  ]);

  it('pastes with fresh ids and conditions following the copies', () => {
    const rows = readLayoutClipboard(layoutClipboardText(content.rows));
    if (!rows) throw new Error('not read');
    const result = pasteLayout(content, { kind: 'new-row', list: { kind: 'form' }, index: 1 }, rows);
    if (!result.ok) throw new Error(result.reason);
    const pasted = result.content.rows[1];
    expect(pasted?.id).toBe('Row2');
    expect(pasted?.columns.map((c) => c.children[0]?.id)).toEqual(['TextInput2', 'Textarea2']);
    expect(pasted?.columns[1]?.children[0]).toMatchObject({
      properties: { hidden: "{{ TextInput2 == 'yes' }}", label: 'TextInput1 notes' },
    });
  });

  it('refuses text that is not a copied layout', () => {
    expect(readLayoutClipboard('hello')).toBeNull();
    expect(readLayoutClipboard('{"kind":"other","rows":[]}')).toBeNull();
    expect(
      readLayoutClipboard(JSON.stringify({ kind: 'clinic-form-layout', rows: [{ kind: 'row' }] })),
    ).toBeNull();
  });
});

describe('readConditionRules', () => {
  it('reads what the dialog writes, negation included', () => {
    expect(readConditionRules("!(TextInput1 == 'yes' || matches(Dropdown1, 'a'))")).toEqual({
      negated: true,
      statements: [
        { componentId: 'TextInput1', valueToCompare: 'yes', nextStatementJoin: 'Or' },
        { componentId: 'Dropdown1', valueToCompare: 'a' },
      ],
    });
    expect(readConditionRules('')).toEqual({ statements: [], negated: false });
    expect(readConditionRules(false)).toEqual({ statements: [], negated: false });
    const rules = { negated: true, statements: [{ componentId: 'TextInput1', valueToCompare: 'yes' }] };
    const hidden = hiddenFromRules(rules);
    expect(hidden).toBe("{{ !(TextInput1 == 'yes') }}");
    expect(readConditionRules(hidden)).toEqual(rules);
    expect(hiddenFromRules({ negated: false, statements: [] })).toBe(false);
  });

  it('does not read conditions it could not write back', () => {
    expect(readConditionRules("(TextInput1 == 'a' || TextInput2 == 'b') && TextInput3 == 'c'")).toBeNull();
    expect(readConditionRules('TextInput1 > 3')).toBeNull();
    expect(readConditionRules('(((')).toBeNull();
  });
});
