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
