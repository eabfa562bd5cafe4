import { describe, expect, it, vi } from 'vitest';
import { evaluateTemplate } from './evaluateTemplate';
import { type ParsedTemplate, parseTemplate, type TemplatePart } from './template';

function template(text: string): ParsedTemplate {
  const result = parseTemplate(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('parseTemplate', () => {
  it('splits text and expressions and marks one-time bindings', () => {
    const parsed = template('Hi {{ name }}, {{:: today() }}');
    expect(parsed.single).toBe(false);
    expect(
      parsed.parts.map((part) => (part.kind === 'text' ? part.text : [part.source, part.oneTime])),
    ).toEqual(['Hi ', ['name', false], ', ', ['today()', true]]);
  });

  it('finds the closing braces after object literals and strings holding braces', () => {
    const parsed = template("{{ { a: { b: '}}' } } }}");
    expect(parsed.single).toBe(true);
    expect(evaluateTemplate(parsed, {})).toEqual({ a: { b: '}}' } });
  });

  it('exposes the collection name of a collections reference', () => {
    expect(template('{{collections.Allergens}}').collection).toBe('Allergens');
    expect(template('{{ collections.Meal types }}').collection).toBe('Meal types');
    expect(template('{{collections.my-list}}').collection).toBe('my-list');
    expect(template("{{collections['My list']}}").collection).toBe('My list');
    expect(template('{{ collections.a + 1 }}').collection).toBeUndefined();
  });

  it('reports unclosed markers and bad expressions with their position in the text', () => {
    expect(parseTemplate('ab {{ 1 +')).toEqual({ ok: false, error: { message: 'Unclosed {{', position: 3 } });
    expect(parseTemplate('ab {{ 1 + }}')).toEqual({
      ok: false,
      error: { message: 'Unexpected end of input', position: 10 },
    });
  });
});

describe('evaluateTemplate', () => {
  it('gives the raw value of a single expression and text otherwise', () => {
    expect(evaluateTemplate(template('{{ a > 1 }}'), { a: 2 })).toBe(true);
    expect(evaluateTemplate(template('  {{ list }} '), { list: [1, 2] })).toEqual([1, 2]);
    expect(evaluateTemplate(template('Items: {{ list }}; n={{ n }}{{ none }}'), { list: [1, 2], n: 3 })).toBe(
      'Items: 1, 2; n=3',
    );
    expect(evaluateTemplate(template('no braces'), {})).toBe('no braces');
  });

  it('reads a collection from the collections scope', () => {
    const scope = { collections: { 'Meal types': ['Breakfast', 'Lunch'] } };
    expect(evaluateTemplate(template('{{collections.Meal types}}'), scope)).toEqual(['Breakfast', 'Lunch']);
  });

  it('fixes a one-time binding once it has a value', () => {
    const oneTimeValues = new Map<TemplatePart, unknown>();
    const parsed = template('{{:: a }} / {{ a }}');
    expect(evaluateTemplate(parsed, {}, { oneTimeValues })).toBe(' / ');
    expect(evaluateTemplate(parsed, { a: 1 }, { oneTimeValues })).toBe('1 / 1');
    expect(evaluateTemplate(parsed, { a: 2 }, { oneTimeValues })).toBe('1 / 2');
  });

  it('logs a failing part and yields no value for the whole property', () => {
    const logger = { warn: vi.fn() };
    expect(
      evaluateTemplate(template('Hi {{ a[k] }}'), { a: {}, k: 'constructor' }, { logger }),
    ).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith("Computed expression error: 'constructor' is not allowed", {
      expression: 'Hi {{ a[k] }}',
      position: undefined,
    });
  });
});
