import '@formio/js/dist/formio.form.min.css';
import { Formio } from '@formio/js/form';
import { type BenchField, benchFields } from '../benchForm';
import { installBench } from './harness';

function componentOf(field: BenchField): Record<string, unknown> {
  const common = {
    key: `field${field.index}`,
    label: field.label,
    input: true,
    validate: { required: field.required },
  };
  const values = field.options.map((option) => ({ label: option, value: option.toLowerCase() }));
  switch (field.kind) {
    case 'text':
      return { ...common, type: 'textfield' };
    case 'number':
      return { ...common, type: 'number' };
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

interface FormioForm {
  destroy(all?: boolean): void;
}
const forms = new WeakMap<HTMLElement, FormioForm>();

installBench({
  async mount(container, count) {
    const form = (await Formio.createForm(container, {
      display: 'form',
      components: benchFields(count).map(componentOf),
    })) as FormioForm;
    forms.set(container, form);
  },
  unmount(container) {
    forms.get(container)?.destroy(true);
  },
});
