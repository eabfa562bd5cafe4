import type { ComponentNode, FormContent, RowNode } from '@clinic/forms-core';
import { createFormStore, FormStoreProvider, FormViewer, registerAllFields } from '@clinic/forms-react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { type BenchField, benchFields } from '../benchForm';
import { installBench } from './harness';

const elTypes: Record<BenchField['kind'], string> = {
  text: 'TextInput',
  number: 'NumberInput',
  email: 'EmailInput',
  textarea: 'Textarea',
  dropdown: 'Dropdown',
  radio: 'SingleChoice',
  checkbox: 'Checkbox',
};

function rowOf(field: BenchField): RowNode {
  const elType = elTypes[field.kind];
  const component: ComponentNode = {
    kind: 'component',
    id: `${elType}${field.index}`,
    elType,
    version: 1,
    page: 0,
    properties: { label: field.label, required: field.required, options: field.options, placeholder: '' },
  };
  return {
    kind: 'row',
    id: `Row${field.index}`,
    version: 1,
    properties: {},
    columns: [
      {
        kind: 'column',
        id: `Column${field.index}`,
        version: 1,
        properties: { cols: 12 },
        children: [component],
      },
    ],
  };
}

function contentOf(count: number): FormContent {
  return {
    defaults: {
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: {},
      hideViewSeparationLines: false,
      style: '',
      modalSize: 'lg',
    },
    rows: benchFields(count).map(rowOf),
  };
}

registerAllFields();
const roots = new WeakMap<HTMLElement, Root>();

installBench({
  mount(container, count) {
    const root = createRoot(container);
    roots.set(container, root);
    const store = createFormStore({ content: contentOf(count) });
    flushSync(() =>
      root.render(
        <FormStoreProvider store={store}>
          <FormViewer mode="form-submitter" />
        </FormStoreProvider>,
      ),
    );
  },
  unmount(container) {
    roots.get(container)?.unmount();
  },
});
