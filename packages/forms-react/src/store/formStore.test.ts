import type { FormContent } from '@clinic/forms-core';
import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './formStore';

function formOf(
  components: Array<{ id: string; elType: string; properties?: Record<string, unknown> }>,
): FormContent {
  return {
    defaults: {
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: {},
      hideViewSeparationLines: false,
      style: '',
      modalSize: 'lg',
    },
    rows: components.map((c, i) => ({
      kind: 'row',
      id: `Row${i + 1}`,
      version: 1,
      properties: {},
      columns: [
        {
          kind: 'column',
          id: `Column${i + 1}`,
          version: 1,
          properties: { cols: 12 },
          children: [{ kind: 'component', version: 1, page: 0, properties: {}, ...c }],
        },
      ],
    })),
  };
}

describe('form store', () => {
  it('lists what the user entered since the last save, not what was loaded, until marked saved', () => {
    const store = createFormStore({
      content: formOf([
        { id: 'TextInput1', elType: 'TextInput' },
        { id: 'TextInput2', elType: 'TextInput' },
      ]),
    });
    store.setValue('TextInput2', 'from the records', { loaded: true });
    store.setValue('TextInput1', 'a');
    store.setValue('TextInput1', 'ab');
    expect(store.getUnsavedValues()).toEqual({ TextInput1: 'ab' });
    store.markSaved();
    expect(store.getUnsavedValues()).toEqual({});
  });

  it("shows what a patient typed as text in a Text's rich HTML", () => {
    const content = formOf([
      { id: 'TextInput1', elType: 'TextInput' },
      { id: 'Text2', elType: 'Text', properties: { value: '<p>Reason: {{data.TextInput1}}</p>' } },
    ]);
    const store = createFormStore({ content });
    store.setValue('TextInput1', '<b>chest pain</b>');
    expect(store.getValue('Text2')).toBe('<p>Reason: &lt;b&gt;chest pain&lt;/b&gt;</p>');
  });

  const content = formOf([
    { id: 'TextInput1', elType: 'TextInput' },
    { id: 'TextInput2', elType: 'TextInput', properties: { hidden: "TextInput1 == 'hide'" } },
    { id: 'TextInput3', elType: 'TextInput' },
  ]);

  it('notifies the changed field and its dependants only', () => {
    const store = createFormStore({ content });
    const heard = { TextInput1: vi.fn(), TextInput2: vi.fn(), TextInput3: vi.fn() };
    for (const [id, listener] of Object.entries(heard)) store.subscribe(id, listener);

    store.setValue('TextInput1', 'hide');
    expect(store.getValue('TextInput1')).toBe('hide');
    expect(store.isHidden('TextInput2')).toBe(true);
    expect(heard.TextInput1).toHaveBeenCalledTimes(1);
    expect(heard.TextInput2).toHaveBeenCalledTimes(1);
    expect(heard.TextInput3).not.toHaveBeenCalled();

    // A change that leaves the condition's outcome alone does not disturb the dependant.
    store.setValue('TextInput1', 'hide');
    store.setValue('TextInput1', 'show');
    store.setValue('TextInput1', 'still shown');
    expect(store.isHidden('TextInput2')).toBe(false);
    expect(heard.TextInput2).toHaveBeenCalledTimes(2);
  });

  it('notifies a component whose computed value follows the changed one', () => {
    const store = createFormStore({
      content: formOf([
        { id: 'TextInput1', elType: 'TextInput' },
        { id: 'TextInput2', elType: 'TextInput', properties: { value: '{{ TextInput1 }} Doe' } },
      ]),
    });
    const second = vi.fn();
    store.subscribe('TextInput2', second);
    store.setValue('TextInput1', 'Jane');
    expect(store.getValue('TextInput2')).toBe('Jane Doe');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps one chrome snapshot per component until its value, computed properties or errors change', () => {
    const store = createFormStore({ content });
    const chrome = store.getFieldChrome('TextInput2');
    expect(chrome).toEqual({
      value: store.getValue('TextInput2'),
      computed: { hidden: false },
      hidden: false,
      errors: [],
      revealed: false,
    });
    store.setValue('TextInput1', 'still shown');
    expect(store.getFieldChrome('TextInput2')).toBe(chrome);
    store.setValue('TextInput1', 'hide');
    expect(store.getFieldChrome('TextInput2').hidden).toBe(true);
    const first = store.getFieldChrome('TextInput1');
    store.setAllErrors({ TextInput1: [{ rule: 'required' }] });
    expect(store.getFieldChrome('TextInput1')).not.toBe(first);
    expect(store.getFieldChrome('TextInput1').errors).toEqual([{ rule: 'required' }]);
    store.setValue('TextInput1', 'typed');
    expect(store.getFieldChrome('TextInput1').value).toBe('typed');
    store.reveal('TextInput1');
    expect(store.getFieldChrome('TextInput1').revealed).toBe(true);
  });

  it('knows which components can hide: a fixed or a computed hidden property', () => {
    const store = createFormStore({
      content: formOf([
        { id: 'TextInput1', elType: 'TextInput' },
        { id: 'TextInput2', elType: 'TextInput', properties: { hidden: "TextInput1 == 'hide'" } },
        { id: 'TextInput3', elType: 'TextInput', properties: { hidden: true } },
      ]),
    });
    expect(['TextInput1', 'TextInput2', 'TextInput3'].map((id) => store.canHide(id))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('evaluates conditions against the initial results', () => {
    const store = createFormStore({ content, initialResults: { TextInput1: 'hide' } });
    expect(store.isHidden('TextInput2')).toBe(true);
    expect(store.getResults()).toEqual({ TextInput1: 'hide' });
  });

  it('notifies only components whose errors changed', () => {
    const store = createFormStore({ content });
    const first = vi.fn();
    const third = vi.fn();
    store.subscribe('TextInput1', first);
    store.subscribe('TextInput3', third);
    store.setAllErrors({ TextInput1: [{ rule: 'required' }] });
    store.setAllErrors({ TextInput1: [{ rule: 'required' }] });
    expect(store.getErrors('TextInput1')).toEqual([{ rule: 'required' }]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(third).not.toHaveBeenCalled();
  });

  it("clears a field's shown errors when the user answers it, and only that field's", () => {
    const store = createFormStore({ content });
    store.setAllErrors({ TextInput1: [{ rule: 'required' }], TextInput3: [{ rule: 'required' }] });
    const listener = vi.fn();
    store.subscribe('TextInput1', listener);
    store.setValue('TextInput1', 'an answer');
    expect(listener).toHaveBeenCalled();
    expect(store.getFieldChrome('TextInput1').errors).toEqual([]);
    expect(store.getErrors('TextInput3')).toEqual([{ rule: 'required' }]);
    // Answers loaded from elsewhere (a saved draft, a live update) leave the check's words alone.
    store.setAllErrors({ TextInput1: [{ rule: 'required' }] });
    store.setValue('TextInput1', 'from the server', { loaded: true });
    expect(store.getErrors('TextInput1')).toEqual([{ rule: 'required' }]);
  });

  it('starts components without a result at their default value, and computed defaults from it', () => {
    const defaults = formOf([
      { id: 'TextInput1', elType: 'TextInput', properties: { value: 'Jane' } },
      { id: 'TextInput2', elType: 'TextInput', properties: { value: '{{ TextInput1 }} Doe' } },
      { id: 'Text1', elType: 'Text', properties: { value: 'Example text' } },
      { id: 'Checkbox1', elType: 'Checkbox', properties: { value: true } },
    ]);
    const fresh = createFormStore({ content: defaults });
    expect(fresh.getResults()).toEqual({ TextInput1: 'Jane', TextInput2: 'Jane Doe', Checkbox1: true });
    const saved = createFormStore({
      content: defaults,
      initialResults: { TextInput1: '', Checkbox1: false },
    });
    expect(saved.getValue('TextInput1')).toBe('');
    expect(saved.getValue('Checkbox1')).toBe(false);
    expect(saved.getValue('Text1')).toBeUndefined();
  });
});
