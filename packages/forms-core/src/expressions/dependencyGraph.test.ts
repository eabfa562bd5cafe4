import { describe, expect, it } from 'vitest';
import { component, row } from '../model/buildLayout.testing';
import type { RowNode } from '../model/layout';
import { buildDependencyGraph, findDependants } from './dependencyGraph';

function formOf(...components: Array<[string, Record<string, unknown>]>): { rows: RowNode[] } {
  return {
    rows: components.map(([id, properties], index) =>
      row(`Row${index}`, [component(id, 'TextInput', properties)]),
    ),
  };
}

function order(rows: { rows: RowNode[] }, changed: string): string[] {
  return findDependants(buildDependencyGraph(rows), changed).order.map(
    (p) => `${p.componentId}.${p.property}`,
  );
}

describe('buildDependencyGraph', () => {
  it('collects computed string properties and hidden conditions, nested layouts included', () => {
    const nested = row('Outer', [
      row('Inner', [
        component('TextInput2', 'TextInput', { label: 'Hi {{ TextInput1 }}', hidden: "TextInput1 == 'x'" }),
      ]),
    ]);
    const graph = buildDependencyGraph({
      rows: [row('Row1', [component('TextInput1', 'TextInput', { label: 'plain', hidden: false })]), nested],
    });
    expect(graph.properties.map((p) => [p.componentId, p.property, p.reads])).toEqual([
      ['TextInput2', 'label', ['TextInput1']],
      ['TextInput2', 'hidden', ['TextInput1']],
    ]);
  });

  it('leaves onChange scripts out and reports properties it cannot parse', () => {
    const graph = buildDependencyGraph(
      formOf(['A1', { onChange: "setValue('B2', {{x}})", label: '{{ 1 + }}' }]),
    );
    expect(graph.properties).toEqual([]);
    expect(graph.errors).toEqual([
      { componentId: 'A1', property: 'label', error: { message: 'Unexpected end of input', position: 7 } },
    ]);
  });

  it('reports circles among computed values as data', () => {
    const graph = buildDependencyGraph(
      formOf(
        ['A1', { value: '{{ C3 + 1 }}' }],
        ['B2', { value: '{{ A1 + 1 }}' }],
        ['C3', { value: '{{ B2 + 1 }}' }],
        ['D4', { value: '{{ value + 1 }}' }],
        ['E5', { hidden: 'E5 > 1' }],
      ),
    );
    expect(graph.cycles.map((cycle) => [...cycle].sort())).toEqual([['A1', 'B2', 'C3'], ['D4']]);
  });
});

describe('findDependants', () => {
  it('lists only the dependants of the change, each after the values it reads', () => {
    const form = formOf(
      ['Total3', { value: '{{ Sub2 * 2 }}', hidden: 'Total3 > 10' }],
      ['Sub2', { value: '{{ Source1 + 1 }}' }],
      ['Other4', { hidden: 'Unrelated5' }],
      ['Label6', { label: 'Total: {{ Total3 }} of {{ Sub2 }}' }],
    );
    expect(order(form, 'Source1')).toEqual(['Sub2.value', 'Total3.value', 'Total3.hidden', 'Label6.label']);
    expect(order(form, 'Unrelated5')).toEqual(['Other4.hidden']);
    expect(order(form, 'Nobody')).toEqual([]);
  });

  it('recomputes readers of data by computed key on any change', () => {
    expect(order(formOf(['A1', { label: '{{ data[Key2] }}' }]), 'Anything')).toEqual(['A1.label']);
  });

  it('terminates on circles, listing each property once and naming the circle', () => {
    const graph = buildDependencyGraph(
      formOf(['A1', { value: '{{ B2 + S }}' }], ['B2', { value: '{{ A1 }}' }], ['C3', { label: '{{ B2 }}' }]),
    );
    const dependants = findDependants(graph, 'S');
    expect(dependants.order.map((p) => p.componentId)).toEqual(['A1', 'B2', 'C3']);
    expect(dependants.cycles.map((cycle) => [...cycle].sort())).toEqual([['A1', 'B2']]);
  });
});
