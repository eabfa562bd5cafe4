import 'survey-core/survey-core.min.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { type BenchField, benchFields } from '../benchForm';
import { installBench } from './harness';

function questionOf(field: BenchField): Record<string, unknown> {
  const common = { name: `field${field.index}`, title: field.label, isRequired: field.required };
  switch (field.kind) {
    case 'text':
      return { ...common, type: 'text' };
    case 'number':
      return { ...common, type: 'text', inputType: 'number' };
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

const roots = new WeakMap<HTMLElement, Root>();

installBench({
  mount(container, count) {
    // Values on every keystroke, as ours and Form.io keep them (SurveyJS's default waits for blur).
    const model = new Model({ textUpdateMode: 'onTyping', elements: benchFields(count).map(questionOf) });
    const root = createRoot(container);
    roots.set(container, root);
    flushSync(() => root.render(<Survey model={model} />));
  },
  unmount(container) {
    roots.get(container)?.unmount();
  },
});
