import '@formio/js/dist/formio.form.min.css';
import { Formio } from '@formio/js/form';
import { type BenchField, fieldIndexOfKey } from '../benchForm';
import { installBench } from './harness';

function componentOf(field: BenchField): Record<string, unknown> {
  const values = field.options.map((option) => ({ label: option, value: option }));
  const common = {
    key: `field${field.index}`,
    label: field.label,
    input: true,
    validate: { required: field.required },
    ...(field.defaultValue === undefined ? {} : { defaultValue: field.defaultValue }),
    ...(field.shownWhen
      ? { conditional: { show: true, when: `field${field.shownWhen.field}`, eq: field.shownWhen.equals } }
      : {}),
  };
  switch (field.kind) {
    case 'text':
      return { ...common, type: 'textfield' };
    case 'number':
      return { ...common, type: 'number' };
    case 'date':
      // Form.io's date field without time (its calendar widget, bundled in @formio/js).
      return { ...common, type: 'datetime', enableTime: false, format: 'yyyy-MM-dd' };
    case 'email':
      return { ...common, type: 'email' };
    case 'textarea':
      return { ...common, type: 'textarea' };
    case 'dropdown':
      // A native select, like ours (Form.io's default is the heavier Choices.js widget).
      return { ...common, type: 'select', widget: 'html5', dataSrc: 'values', data: { values } };
    case 'radio':
      return { ...common, type: 'radio', values };
    case 'checkbox':
      return { ...common, type: 'checkbox' };
  }
}

installBench<Record<string, unknown>>({
  schemaOf: (fields) => ({ display: 'form', components: fields.map(componentOf) }),
  async mount(container, form) {
    await Formio.createForm(container, form);
  },
  // Form.io names a control "data[field12]" (a radio button "data[field12][…]").
  fieldOf: (control) => fieldIndexOfKey(control.getAttribute('name')),
});
