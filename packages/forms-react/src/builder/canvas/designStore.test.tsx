import {
  deleteNode,
  eachLayoutComponent,
  type FormContent,
  formContentSchema,
  moveNode,
} from '@clinic/forms-core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDesignStore } from './designStore';

const row = (id: string, componentId: string, label: string) => ({
  kind: 'row',
  id,
  properties: {},
  columns: [
    {
      kind: 'column',
      id: `${id}Col`,
      properties: { cols: 12 },
      children: [{ kind: 'component', id: componentId, elType: 'TextInput', properties: { label } }],
    },
  ],
});
const content: FormContent = formContentSchema.parse({
  rows: [row('Row1', 'TextInput1', 'First'), row('Row2', 'TextInput2', 'Second')],
});

function edited(result: ReturnType<typeof moveNode>): FormContent {
  if (!result.ok) throw new Error(result.reason);
  return result.content;
}

describe('the canvas previews’ store', () => {
  it('stays the same through a move and its undo, so no preview re-renders', () => {
    const moved = edited(moveNode(content, 'Row2', { kind: 'new-row', list: { kind: 'form' }, index: 0 }));
    const { result, rerender } = renderHook(({ form }) => useDesignStore(form), {
      initialProps: { form: content },
    });
    const first = result.current;
    rerender({ form: moved });
    expect(result.current).toBe(first);
    rerender({ form: content });
    expect(result.current).toBe(first);
  });

  it('is built again when a component is edited or deleted, with the new content', () => {
    const { result, rerender } = renderHook(({ form }) => useDesignStore(form), {
      initialProps: { form: content },
    });
    const first = result.current;
    const relabelled = formContentSchema.parse({
      rows: [row('Row1', 'TextInput1', 'Renamed'), content.rows[1]],
    });
    const labels = () =>
      [...eachLayoutComponent(result.current.content.rows)].map((node) => node.properties.label);
    rerender({ form: relabelled });
    expect(result.current).not.toBe(first);
    expect(labels()).toEqual(['Renamed', 'Second']);
    rerender({ form: edited(deleteNode(relabelled, 'Row2')) });
    expect(labels()).toEqual(['Renamed']);
  });
});
