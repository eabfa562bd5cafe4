import 'survey-core/survey-core.min.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { type BenchField, fieldIndexOfKey } from '../benchForm';
import { installBench } from './harness';

function questionOf(field: BenchField): Record<string, unknown> {
  const common = {
    name: `field${field.index}`,
    title: field.label,
    isRequired: field.required,
    ...(field.defaultValue === undefined ? {} : { defaultValue: field.defaultValue }),
    ...(field.shownWhen
      ? { visibleIf: `{field${field.shownWhen.field}} = '${field.shownWhen.equals}'` }
      : {}),
  };
  switch (field.kind) {
    case 'text':
      return { ...common, type: 'text' };
    case 'number':
      return { ...common, type: 'text', inputType: 'number' };
    case 'date':
      return { ...common, type: 'text', inputType: 'date' };
    case 'email':
      return { ...common, type: 'text', inputType: 'email' };
    case 'textarea':
      return { ...common, type: 'comment' };
    case 'dropdown':
      return { ...common, type: 'dropdown', choices: field.options };
    case 'radio':
      return { ...common, type: 'radiogroup', choices: field.options };
    case 'checkbox':
      return { ...common, type: 'boolean', renderAs: 'checkbox' };
  }
}

installBench<Record<string, unknown>>({
  // Values on every keystroke, as ours and Form.io keep them (SurveyJS's default waits for blur).
  schemaOf: (fields) => ({ textUpdateMode: 'onTyping', elements: fields.map(questionOf) }),
  mount(container, json) {
    const model = new Model(json);
    flushSync(() => createRoot(container).render(<Survey model={model} />));
  },
  fieldOf: (control) => fieldIndexOfKey(control.closest<HTMLElement>('[data-name]')?.dataset.name),
});
