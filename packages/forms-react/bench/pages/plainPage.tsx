import { memo, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type BenchField, fieldIndexOfKey } from '../benchForm';
import { installBench } from './harness';

/**
 * The floor of any React form: plain controlled <input>, <select> and <textarea> with their
 * labels, the values in one state object, each field memoised so a keystroke re-renders the form's
 * list and the one field typed in. No styling, validation or accessibility extras beyond labels.
 */
type Values = Record<string, string | boolean>;
type SetValue = (name: string, value: string | boolean) => void;

const inputTypes: Partial<Record<BenchField['kind'], string>> = {
  text: 'text',
  number: 'number',
  date: 'date',
  email: 'email',
};

const Field = memo(function Field({
  field,
  value,
  setValue,
}: {
  field: BenchField;
  value: string | boolean | undefined;
  setValue: SetValue;
}) {
  const name = `field${field.index}`;
  const id = `plain-${name}`;
  const text = typeof value === 'string' ? value : '';
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required ? ' *' : ''}
    </label>
  );
  switch (field.kind) {
    case 'textarea':
      return (
        <div>
          {label}
          <textarea id={id} name={name} value={text} onChange={(e) => setValue(name, e.target.value)} />
        </div>
      );
    case 'dropdown':
      return (
        <div>
          {label}
          <select id={id} name={name} value={text} onChange={(e) => setValue(name, e.target.value)}>
            <option value="" />
            {field.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      );
    case 'radio':
      return (
        <fieldset>
          <legend>{field.label}</legend>
          {field.options.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={text === option}
                onChange={() => setValue(name, option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
      );
    case 'checkbox':
      return (
        <div>
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={value === true}
            onChange={(e) => setValue(name, e.target.checked)}
          />
          {label}
        </div>
      );
    default:
      return (
        <div>
          {label}
          <input
            id={id}
            name={name}
            type={inputTypes[field.kind] ?? 'text'}
            value={text}
            onChange={(e) => setValue(name, e.target.value)}
          />
        </div>
      );
  }
});

function PlainForm({ fields }: { fields: BenchField[] }) {
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(
      fields.flatMap((field) =>
        field.defaultValue === undefined ? [] : [[`field${field.index}`, field.defaultValue]],
      ),
    ),
  );
  const setValue = useCallback<SetValue>(
    (name, value) => setValues((old) => ({ ...old, [name]: value })),
    [],
  );
  return (
    <form>
      {fields.map((field) =>
        field.shownWhen && values[`field${field.shownWhen.field}`] !== field.shownWhen.equals ? null : (
          <Field key={field.index} field={field} value={values[`field${field.index}`]} setValue={setValue} />
        ),
      )}
    </form>
  );
}

installBench<BenchField[]>({
  schemaOf: (fields) => fields,
  mount(container, fields) {
    flushSync(() => createRoot(container).render(<PlainForm fields={fields} />));
  },
  fieldOf: (control) => fieldIndexOfKey(control.getAttribute('name')),
});
