import {
  type ComponentNode,
  PAGE_BREAK_TYPE,
  type RuleJoin,
  readVisibilityRule,
  ruleReferenceProblems,
  type VisibilityRule,
} from '@clinic/forms-core';
import { useId, useState } from 'react';
import { useBuilderTexts } from '../builderTexts';
import { BuilderDialog } from '../dialogs/BuilderDialog';
import { RuleConditionRow } from './RuleConditionRow';
import {
  type DraftCondition,
  type DraftItem,
  draftOfRule,
  emptyCondition,
  emptyDraft,
  isDraftGroup,
  type RuleDraft,
  ruleOfDraft,
} from './ruleDraft';
import { componentLabel, ruleProblemText, useRuleTexts } from './ruleTexts';

export interface ComponentRulesDialogProps {
  node: ComponentNode;
  /** Every component of the form, in document order. */
  components: readonly ComponentNode[];
  /** A rule to store in `hidden`, or false to clear it. */
  onApply: (hidden: VisibilityRule | false) => void;
  onClose: () => void;
}

/** Types that hold no answer, so no rule can look at them. */
const ANSWERLESS: ReadonlySet<string> = new Set([
  PAGE_BREAK_TYPE,
  'Text',
  'SectionHeader',
  'FormHeader',
  'Html',
  'Picture',
]);

function JoinSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: RuleJoin;
  onChange: (join: RuleJoin) => void;
}) {
  const { joinChoices } = useRuleTexts();
  return (
    <select
      className="cf-input cfb-narrow"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value === 'or' ? 'or' : 'and')}
    >
      <option value="and">{joinChoices.and}</option>
      <option value="or">{joinChoices.or}</option>
    </select>
  );
}

/**
 * The visibility rule of a component, built from conditions clinicians can read: a component, a
 * comparison and a value picked the way the component is answered, joined by And/Or, with one
 * level of groups. Stored as a rule object (docs/decisions.md, issue 21.4), so any staff user may
 * author it; a condition hand-written in the expression language is replaced only on Apply.
 */
export function ComponentRulesDialog({ node, components, onApply, onClose }: ComponentRulesDialogProps) {
  const texts = useRuleTexts();
  const { cancel, apply } = useBuilderTexts();
  const id = useId();
  const read = readVisibilityRule(node.properties.hidden);
  const [draft, setDraft] = useState<RuleDraft>(read.kind === 'rule' ? draftOfRule(read.rule) : emptyDraft());
  const byId = new Map(components.map((component) => [component.id, component]));
  const sources = components.filter(
    (component) => component.id !== node.id && !ANSWERLESS.has(component.elType),
  );
  const rule = ruleOfDraft(draft, byId);
  const problems = rule ? ruleReferenceProblems(rule, node.id, components) : [];
  const setItems = (change: (items: DraftItem[]) => DraftItem[]) =>
    setDraft((current) => ({ ...current, items: change(current.items) }));
  const setItem = (index: number, item: DraftItem) =>
    setItems((items) => items.map((old, at) => (at === index ? item : old)));
  const removeItem = (index: number) => setItems((items) => items.filter((_, at) => at !== index));
  const row = (
    key: number,
    condition: DraftCondition,
    name: string,
    change: (next: DraftCondition) => void,
    remove: () => void,
  ) => (
    <RuleConditionRow
      // Conditions have no id; their position is their identity.
      key={key}
      condition={condition}
      name={name}
      sources={sources}
      byId={byId}
      onChange={change}
      onRemove={remove}
    />
  );
  return (
    <BuilderDialog
      title={texts.title}
      size="lg"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="cfb-button" onClick={() => onApply(false)}>
            {texts.clearRules}
          </button>
          <button type="button" className="cfb-button" onClick={onClose}>
            {cancel}
          </button>
          <button type="button" className="cfb-button cfb-button--primary" onClick={() => onApply(rule)}>
            {apply}
          </button>
        </>
      }
    >
      {read.kind === 'expression' && (
        <p className="cfb-note" role="note">
          {texts.handWrittenCondition}
        </p>
      )}
      <fieldset className="cfb-fieldset">
        <legend>{texts.visibilityOf(componentLabel(node, node.id))}</legend>
        {(['show', 'hide'] as const).map((effect) => (
          <div key={effect} className="cfb-check">
            <input
              id={`${id}-${effect}`}
              type="radio"
              name={`${id}-effect`}
              checked={draft.effect === effect}
              onChange={() => setDraft((current) => ({ ...current, effect }))}
            />
            <label htmlFor={`${id}-${effect}`}>
              {effect === 'show' ? texts.showOnlyWhen : texts.hideWhen}
            </label>
          </div>
        ))}
        <JoinSelect
          label={texts.conditionsToMatch}
          value={draft.join}
          onChange={(join) => setDraft((current) => ({ ...current, join }))}
        />
      </fieldset>
      <ol className="cfb-statements">
        {draft.items.map((item, index) => {
          const itemName = texts.condition(index + 1);
          if (!isDraftGroup(item)) {
            return row(
              index,
              item,
              itemName,
              (next) => setItem(index, next),
              () => removeItem(index),
            );
          }
          const groupName = texts.groupName(index + 1);
          const setConditions = (conditions: DraftCondition[]) => setItem(index, { ...item, conditions });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; their position is their identity
            <li key={index} className="cfb-rule-group">
              <fieldset className="cfb-fieldset">
                <legend>{texts.group(index + 1)}</legend>
                <JoinSelect
                  label={texts.conditionsOfGroup(groupName)}
                  value={item.join}
                  onChange={(join) => setItem(index, { ...item, join })}
                />
                <ol className="cfb-statements">
                  {item.conditions.map((condition, at) =>
                    row(
                      at,
                      condition,
                      texts.conditionOfGroup(at + 1, groupName),
                      (next) => setConditions(item.conditions.map((old, k) => (k === at ? next : old))),
                      () => setConditions(item.conditions.filter((_, k) => k !== at)),
                    ),
                  )}
                </ol>
                <button
                  type="button"
                  className="cfb-button"
                  onClick={() => setConditions([...item.conditions, emptyCondition()])}
                >
                  {texts.addConditionToGroup(index + 1)}
                </button>
                <button type="button" className="cfb-button" onClick={() => removeItem(index)}>
                  {texts.removeGroup(index + 1)}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="cfb-button"
        onClick={() => setItems((items) => [...items, emptyCondition()])}
      >
        {texts.addCondition}
      </button>
      <button
        type="button"
        className="cfb-button"
        onClick={() => setItems((items) => [...items, { join: 'or', conditions: [emptyCondition()] }])}
      >
        {texts.addGroup}
      </button>
      {problems.length > 0 && (
        <ul className="cfb-rule-warnings" role="alert">
          {problems.map((problem) => (
            <li key={problem.componentId}>{ruleProblemText(problem, byId, texts)}</li>
          ))}
        </ul>
      )}
    </BuilderDialog>
  );
}
