import { describe, expect, it } from 'vitest';
import { checkDocument } from '../document/checkDocument';
import { createDocumentEngine } from '../document/documentEngine';
import { part as component, documentForm } from '../document/documentFixture.testing';
import { evaluateHidden } from '../expressions/hidden';
import type { Results } from '../model/layout';
import { hiddenConditionOfRule } from './compileVisibilityRule';
import type { RuleCondition, VisibilityRule } from './visibilityRule';
import { isVisibilityRule } from './visibilityRule';

const hideWhen = (...items: VisibilityRule['items']): VisibilityRule => ({
  effect: 'hide',
  join: 'and',
  items,
});
const holds = (condition: RuleCondition, values: Record<string, unknown>) =>
  evaluateHidden(hideWhen(condition), values);

describe('visibility rule comparisons', () => {
  it('equals and not equals match texts, dropdown values and list answers', () => {
    const smoker: RuleCondition = { componentId: 'Smoker', comparison: 'equals', value: 'Yes' };
    expect(holds(smoker, { Smoker: 'Yes' })).toBe(true);
    expect(holds(smoker, { Smoker: 'No' })).toBe(false);
    expect(holds(smoker, { Smoker: { value: 'Yes', otherValue: '' } })).toBe(true);
    expect(holds(smoker, { Smoker: ['No', 'Yes'] })).toBe(true);
    const notSmoker: RuleCondition = { ...smoker, comparison: 'notEquals' };
    expect(holds(notSmoker, { Smoker: 'No' })).toBe(true);
    expect(holds(notSmoker, { Smoker: 'Yes' })).toBe(false);
  });

  it('greater and less than compare numbers as numbers and dates as dates, never a blank', () => {
    const older: RuleCondition = { componentId: 'Age', comparison: 'greaterThan', value: 65 };
    expect(holds(older, { Age: 70 })).toBe(true);
    expect(holds(older, { Age: '9' })).toBe(false);
    expect(holds(older, { Age: '100' })).toBe(true);
    expect(holds(older, { Age: '' })).toBe(false);
    expect(holds({ ...older, comparison: 'lessThan' }, { Age: 9 })).toBe(true);
    expect(holds({ ...older, comparison: 'lessThan' }, {})).toBe(false);
    const before: RuleCondition = { componentId: 'Seen', comparison: 'lessThan', value: '2026-01-01' };
    expect(holds(before, { Seen: '2025-12-31' })).toBe(true);
    expect(holds(before, { Seen: '2026-02-01' })).toBe(false);
  });

  it('contains ignores case', () => {
    const pain: RuleCondition = { componentId: 'Notes', comparison: 'contains', value: 'Pain' };
    expect(holds(pain, { Notes: 'chest pain at night' })).toBe(true);
    expect(holds(pain, { Notes: 'fine' })).toBe(false);
  });

  it('is empty and is not empty read blanks, empty lists and empty dropdowns as empty', () => {
    const empty: RuleCondition = { componentId: 'Notes', comparison: 'isEmpty' };
    expect(holds(empty, { Notes: '  ' })).toBe(true);
    expect(holds(empty, { Notes: [] })).toBe(true);
    expect(holds(empty, { Notes: { value: '', otherValue: '' } })).toBe(true);
    expect(holds(empty, { Notes: 'x' })).toBe(false);
    expect(holds({ ...empty, comparison: 'isNotEmpty' }, { Notes: 'x' })).toBe(true);
  });

  it('any of holds when the answer is one of the values', () => {
    const anyOf: RuleCondition = { componentId: 'Drink', comparison: 'anyOf', value: ['Daily', 'Weekly'] };
    expect(holds(anyOf, { Drink: 'Weekly' })).toBe(true);
    expect(holds(anyOf, { Drink: 'Never' })).toBe(false);
    expect(holds(anyOf, { Drink: ['Never', 'Daily'] })).toBe(true);
  });
});

describe('visibility rule groups and effect', () => {
  const rule: VisibilityRule = {
    effect: 'show',
    join: 'and',
    items: [
      { componentId: 'Age', comparison: 'greaterThan', value: 65 },
      {
        join: 'or',
        conditions: [
          { componentId: 'Smoker', comparison: 'equals', value: 'Yes' },
          { componentId: 'Drink', comparison: 'equals', value: 'Daily' },
        ],
      },
    ],
  };

  it('shows the component only when age > 65 and (smoker or daily drinker)', () => {
    expect(evaluateHidden(rule, { Age: 70, Smoker: 'Yes' })).toBe(false);
    expect(evaluateHidden(rule, { Age: 70, Drink: 'Daily' })).toBe(false);
    expect(evaluateHidden(rule, { Age: 70, Smoker: 'No' })).toBe(true);
    expect(evaluateHidden(rule, { Age: 40, Smoker: 'Yes' })).toBe(true);
  });

  it('compiles to the expression language, parenthesised as the groups say', () => {
    expect(hiddenConditionOfRule(rule)).toBe(
      "!(!isEmpty(Age) && number(Age) > 65 && (matches(Smoker, 'Yes') || matches(Drink, 'Daily')))",
    );
    expect(hiddenConditionOfRule({ ...rule, effect: 'hide', join: 'or' })).toBe(
      "!isEmpty(Age) && number(Age) > 65 || (matches(Smoker, 'Yes') || matches(Drink, 'Daily'))",
    );
  });

  it('refuses malformed rules', () => {
    expect(isVisibilityRule(rule)).toBe(true);
    expect(isVisibilityRule({ ...rule, items: [] })).toBe(false);
    expect(isVisibilityRule(hideWhen({ componentId: 'A', comparison: 'anyOf', value: 'not a list' }))).toBe(
      false,
    );
    expect(isVisibilityRule(hideWhen({ componentId: 'A', comparison: 'isEmpty', value: 'x' }))).toBe(false);
    expect(isVisibilityRule({ ...rule, effect: 'toggle' })).toBe(false);
  });
});

describe('visibility rules in the document pipeline', () => {
  const packsRule: VisibilityRule = {
    effect: 'show',
    join: 'and',
    items: [{ componentId: 'Smoker', comparison: 'equals', value: 'Yes' }],
  };
  const content = documentForm([
    component('Smoker', 'SingleChoice', { label: 'Smoker', options: ['Yes', 'No'] }),
    component('Packs', 'NumberInput', {
      label: 'Packs a day',
      required: true,
      hidden: packsRule,
    }),
  ]);
  const engine = (results: Results) => createDocumentEngine({ content, results, mode: 'form-submitter' });

  it('hides and shows the ruled component as its source changes, as the compiled condition does', () => {
    const document = engine({ Smoker: 'No' });
    expect(document.isHidden('Packs')).toBe(true);
    document.setValue('Smoker', 'Yes');
    expect(document.isHidden('Packs')).toBe(false);
    // The server's completion check and the viewers run this same engine; the stored text of the
    // old dialog evaluates the same as the rule.
    const text = `{{ ${hiddenConditionOfRule(packsRule)} }}`;
    for (const Smoker of ['Yes', 'No', '']) {
      expect(evaluateHidden(text, { Smoker })).toBe(engine({ Smoker }).isHidden('Packs'));
    }
  });

  it('requires a required field only while it is shown', () => {
    const check = (results: Results) =>
      checkDocument(engine(results), { mode: 'form-submitter', filling: false }).errors;
    expect(check({ Smoker: 'No' })).toEqual({});
    expect(Object.keys(check({ Smoker: 'Yes' }))).toEqual(['Packs']);
    expect(check({ Smoker: 'Yes', Packs: 2 })).toEqual({});
  });
});
