import {
  type ComponentNode,
  type FormContent,
  formDefaultsSchema,
  type Results,
  type RowNode,
} from '@clinic/forms-core';
import {
  createFormStore,
  FormServicesProvider,
  FormStoreProvider,
  FormViewer,
  registerAllFields,
} from '@clinic/forms-react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { BenchField } from '../benchForm';
import { installBench } from './harness';

/**
 * Our viewer, in the display mode of the page's `?mode=` (form-submitter by default, or e-form),
 * against the server segment that mode is served from: the generated bench form, or a real
 * questionnaire the runner imported (questionnaires/), with the answers it opens with.
 * `?cv=off` turns off the skipping of rows out of view (content-visibility, viewer/longPage.ts)
 * with a stylesheet of this page only: no product setting, so the bench measures what users get
 * and what they would get without the skipping.
 */
const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'e-form' ? 'e-form' : 'form-submitter';
// As the apps serve them: e-forms to patients (the portal segment), the submitter to staff.
const services = { segment: mode === 'e-form' ? 'portal' : 'core' } as const;
if (params.get('cv') === 'off') {
  const style = document.createElement('style');
  style.textContent = '.cf-form[data-long] > .cf-row { content-visibility: visible !important; }';
  document.head.append(style);
}

const elTypes: Record<BenchField['kind'], string> = {
  text: 'TextInput',
  number: 'NumberInput',
  date: 'DatePicker',
  email: 'EmailInput',
  textarea: 'Textarea',
  dropdown: 'Dropdown',
  radio: 'SingleChoice',
  checkbox: 'Checkbox',
};

const componentId = (field: BenchField) => `${elTypes[field.kind]}${field.index}`;

function rowOf(field: BenchField, fields: readonly BenchField[]): RowNode {
  const source = field.shownWhen ? fields[field.shownWhen.field - 1] : undefined;
  const component: ComponentNode = {
    kind: 'component',
    id: componentId(field),
    elType: elTypes[field.kind],
    version: 1,
    page: 0,
    properties: {
      label: field.label,
      required: field.required,
      options: field.options,
      placeholder: '',
      ...(field.defaultValue === undefined ? {} : { value: field.defaultValue }),
      // Hidden unless the radio group is answered as the bench form says.
      ...(source && field.shownWhen
        ? { hidden: `${componentId(source)} != '${field.shownWhen.equals}'` }
        : {}),
    },
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

/** The form and the answers it opens with (a real questionnaire's pre-populated ones). */
interface OursSchema {
  content: FormContent;
  results?: Results;
}

/** A planned form's field numbers by component id; the generated form's ids end in theirs. */
let plannedFields: Map<string, number> | undefined;

registerAllFields();

installBench<OursSchema>({
  schemaOf: (fields) => ({
    content: {
      defaults: formDefaultsSchema.parse({}),
      rows: fields.map((field) => rowOf(field, fields)),
    },
  }),
  plannedSchema(form) {
    plannedFields = new Map(form.keys.map((key, index) => [key, index + 1]));
    return form.schema as OursSchema;
  },
  mount(container, { content, results }) {
    const root = createRoot(container);
    const store = createFormStore({ content, ...(results ? { initialResults: results } : {}) });
    flushSync(() =>
      root.render(
        <FormServicesProvider value={services}>
          <FormStoreProvider store={store}>
            <FormViewer mode={mode} />
          </FormStoreProvider>
        </FormServicesProvider>,
      ),
    );
  },
  fieldOf(control) {
    const id = control.closest<HTMLElement>('[data-component-id]')?.dataset.componentId;
    if (plannedFields) return (id && plannedFields.get(id)) || null;
    const match = id ? /(\d+)$/.exec(id) : null;
    return match?.[1] ? Number(match[1]) : null;
  },
});
