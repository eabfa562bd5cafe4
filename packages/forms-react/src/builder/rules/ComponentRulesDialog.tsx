import {
  type ComponentNode,
  type ConditionStatement,
  hiddenFromRules,
  readConditionRules,
} from '@clinic/forms-core';
import { useId, useState } from 'react';
import { BuilderDialog } from '../dialogs/BuilderDialog';

export interface ComponentRulesDialogProps {
  node: ComponentNode;
  /** The components a rule may look at (the others of the form). */
  components: readonly ComponentNode[];
  onApply: (hidden: string | false) => void;
  onClose: () => void;
}

const valueText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const componentName = (component: ComponentNode) => {
  const label = typeof component.properties.label === 'string' ? component.properties.label.trim() : '';
  return label ? `${label} (${component.id})` : component.id;
};

/**
 * The visibility rules of a component: statements "component equals value" joined by And or Or,
 * hiding the component when they hold, or (negated) showing it only when they hold.
 */
export function ComponentRulesDialog({ node, components, onApply, onClose }: ComponentRulesDialogProps) {
  const id = useId();
  const read = readConditionRules(node.properties.hidden);
  const [negated, setNegated] = useState(read && read.statements.length > 0 ? read.negated : true);
  const [statements, setStatements] = useState<ConditionStatement[]>(read?.statements ?? []);
  const others = components.filter(
    (component) => component.id !== node.id && component.elType !== 'PageBreak',
  );
  const update = (index: number, change: Partial<ConditionStatement>) =>
    setStatements((list) =>
      list.map((statement, at) => (at === index ? { ...statement, ...change } : statement)),
    );
  const complete = statements.filter((statement) => statement.componentId !== '');
  return (
    <BuilderDialog
      title="Component rules"
      size="lg"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="cfb-button" onClick={() => onApply(false)}>
            Clear rules
          </button>
          <button type="button" className="cfb-button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="cfb-button cfb-button--primary"
            onClick={() => onApply(hiddenFromRules({ statements: complete, negated }))}
          >
            Apply
          </button>
        </>
      }
    >
      {read === null && (
        <p className="cfb-note" role="note">
          This component has a hand-written condition. Applying rules here replaces it.
        </p>
      )}
      <fieldset className="cfb-fieldset">
        <legend>{`Visibility of ${componentName(node)}`}</legend>
        <div className="cfb-check">
          <input
            id={`${id}-show`}
            type="radio"
            name={`${id}-mode`}
            checked={negated}
            onChange={() => setNegated(true)}
          />
          <label htmlFor={`${id}-show`}>Show this component only when</label>
        </div>
        <div className="cfb-check">
          <input
            id={`${id}-hide`}
            type="radio"
            name={`${id}-mode`}
            checked={!negated}
            onChange={() => setNegated(false)}
          />
          <label htmlFor={`${id}-hide`}>Hide this component when</label>
        </div>
      </fieldset>
      <ol className="cfb-statements">
        {statements.map((statement, index) => {
          const rowId = `${id}-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: statements have no id; their position is their identity
            <li key={index} className="cfb-statement">
              <label
                htmlFor={`${rowId}-component`}
                className="cfb-visually-hidden"
              >{`Component of statement ${index + 1}`}</label>
              <select
                id={`${rowId}-component`}
                className="cf-input"
                value={statement.componentId}
                onChange={(event) => update(index, { componentId: event.target.value })}
              >
                <option value="">Choose a component…</option>
                {others.map((component) => (
                  <option key={component.id} value={component.id}>
                    {componentName(component)}
                  </option>
                ))}
              </select>
              <span aria-hidden="true">equals</span>
              <label
                htmlFor={`${rowId}-value`}
                className="cfb-visually-hidden"
              >{`Value of statement ${index + 1}`}</label>
              <input
                id={`${rowId}-value`}
                className="cf-input"
                value={valueText(statement.valueToCompare)}
                placeholder="Value"
                onChange={(event) => update(index, { valueToCompare: event.target.value })}
              />
              {index < statements.length - 1 && (
                <>
                  <label
                    htmlFor={`${rowId}-join`}
                    className="cfb-visually-hidden"
                  >{`Join after statement ${index + 1}`}</label>
                  <select
                    id={`${rowId}-join`}
                    className="cf-input cfb-narrow"
                    value={statement.nextStatementJoin ?? 'And'}
                    onChange={(event) =>
                      update(index, { nextStatementJoin: event.target.value === 'Or' ? 'Or' : 'And' })
                    }
                  >
                    <option value="And">And</option>
                    <option value="Or">Or</option>
                  </select>
                </>
              )}
              <button
                type="button"
                className="cfb-icon-button"
                aria-label={`Remove statement ${index + 1}`}
                onClick={() => setStatements((list) => list.filter((_, at) => at !== index))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="cfb-button"
        onClick={() => setStatements((list) => [...list, { componentId: '', valueToCompare: '' }])}
      >
        Add statement
      </button>
    </BuilderDialog>
  );
}
