import type { FormContent } from '@clinic/forms-core';
import { act, render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { FormStoreProvider } from './FormStoreContext';
import { createFormStore } from './formStore';
import { useFieldHidden, useFieldValue } from './useField';

function Field({ id }: { id: string }) {
  const value = useFieldValue<string>(id);
  const hidden = useFieldHidden(id);
  return hidden ? null : <span data-id={id}>{value ?? ''}</span>;
}

function bigForm(fieldCount: number): FormContent {
  const children = Array.from({ length: fieldCount }, (_, i) => ({
    kind: 'component' as const,
    id: `TextInput${i + 1}`,
    elType: 'TextInput',
    version: 1,
    page: 0,
    // Field 401 hides when field 400 says so: one dependant of the field typed in.
    properties: i === 400 ? { hidden: "TextInput400 == 'x'" } : {},
  }));
  return {
    defaults: {
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: {},
      hideViewSeparationLines: false,
      style: '',
      modalSize: 'lg',
    },
    rows: [
      {
        kind: 'row',
        id: 'Row1',
        version: 1,
        properties: {},
        columns: [{ kind: 'column', id: 'Column1', version: 1, properties: { cols: 12 }, children }],
      },
    ],
  };
}

describe('per-field subscriptions', () => {
  it('one keystroke in a 500-field form commits at most 3 components', () => {
    const content = bigForm(500);
    const store = createFormStore({ content });
    const rendered = new Set<string>();
    let commits = 0;
    const onRender: ProfilerOnRenderCallback = (id, phase) => {
      if (phase !== 'mount') {
        commits += 1;
        rendered.add(id);
      }
    };
    render(
      <FormStoreProvider store={store}>
        {Array.from({ length: 500 }, (_, i) => `TextInput${i + 1}`).map((id) => (
          <Profiler key={id} id={id} onRender={onRender}>
            <Field id={id} />
          </Profiler>
        ))}
      </FormStoreProvider>,
    );

    act(() => store.setValue('TextInput400', 'x'));
    expect(commits).toBeLessThanOrEqual(3);
    expect([...rendered].sort()).toEqual(['TextInput400', 'TextInput401']);
  });
});
