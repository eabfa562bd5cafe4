import { describe, expect, it, vi } from 'vitest';
import { component, row } from '../model/buildLayout.testing';
import { buildDependencyGraph } from './dependencyGraph';
import { recomputeAll, recomputeDependants } from './recompute';

const graph = buildDependencyGraph({
  rows: [
    row('Row1', [component('NumberInput1', 'NumberInput', {})]),
    row('Row2', [component('NumberInput2', 'NumberInput', { value: '{{ NumberInput1 * 2 }}' })]),
    row('Row3', [
      component('Text3', 'Text', {
        label: 'Double is {{ NumberInput2 }} in {{ form.name }}',
        hidden: 'NumberInput2 > 10',
      }),
    ]),
    row('Row4', [component('TextInput4', 'TextInput', { hidden: "value == 'hide me'" })]),
  ],
});

describe('recomputeDependants', () => {
  it('recomputes computed values first, then what reads them, with the extra scope roots', () => {
    const result = recomputeDependants(
      graph,
      'NumberInput1',
      { NumberInput1: 6 },
      { scope: { form: { name: 'Intake' } } },
    );
    expect(result.values).toEqual({ NumberInput1: 6, NumberInput2: 12 });
    expect(result.properties).toEqual({
      NumberInput2: { value: 12 },
      Text3: { label: 'Double is 12 in Intake', hidden: true },
    });
    expect(result.cycles).toEqual([]);
  });

  it('does not touch the values it was given', () => {
    const values = { NumberInput1: 1 };
    recomputeDependants(graph, 'NumberInput1', values);
    expect(values).toEqual({ NumberInput1: 1 });
  });

  it('gives `value` as the owning component own value', () => {
    expect(recomputeDependants(graph, 'TextInput4', { TextInput4: 'hide me' }).properties).toEqual({
      TextInput4: { hidden: true },
    });
  });

  it('yields no value for a failing property and logs it, leaving the others', () => {
    const logger = { warn: vi.fn() };
    const failing = buildDependencyGraph({
      rows: [row('Row1', [component('A1', 'Text', { label: '{{ B2 * 2 }}', description: '{{ B2 }}' })])],
    });
    expect(recomputeDependants(failing, 'B2', { B2: {} }, { logger }).properties).toEqual({
      A1: { label: undefined, description: {} },
    });
    expect(logger.warn).toHaveBeenCalledWith('Computed expression error: Operator * cannot take an object', {
      expression: '{{ B2 * 2 }}',
      position: undefined,
    });
  });
});

describe('recomputeAll', () => {
  it('computes every computed property in dependency order', () => {
    const result = recomputeAll(graph, { NumberInput1: 2, TextInput4: 'x' });
    expect(result.values.NumberInput2).toBe(4);
    expect(result.properties.Text3).toEqual({ label: 'Double is 4 in ', hidden: false });
    expect(result.properties.TextInput4).toEqual({ hidden: false });
  });
});

describe('rich text', () => {
  const richGraph = buildDependencyGraph(
    {
      rows: [
        row('Row1', [component('TextInput1', 'TextInput', {})]),
        row('Row2', [
          component('Text2', 'Text', {
            value: '<p>Reason: <strong>{{ data.TextInput1 }}</strong></p>',
            label: 'About {{ TextInput1 }}',
          }),
        ]),
        row('Row3', [component('Text3', 'Text', { value: '{{ TextInput1 }}' })]),
      ],
    },
    { isHtmlProperty: (node, property) => node.elType === 'Text' && property === 'value' },
  );

  it('shows a typed value as text inside HTML, never as markup', () => {
    const typed = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const result = recomputeDependants(richGraph, 'TextInput1', { TextInput1: typed });
    expect(result.values.Text2).toBe(
      '<p>Reason: <strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</strong></p>',
    );
    // A lone `{{ }}` in HTML is escaped text too; a plain-text property keeps the value as typed.
    expect(result.values.Text3).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(result.properties.Text2?.label).toBe(`About ${typed}`);
  });
});
