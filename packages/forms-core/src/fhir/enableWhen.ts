import type { QuestionnaireItemAnswerOption, QuestionnaireItemEnableWhen } from '@medplum/fhirtypes';
import type { ExpressionNode, LiteralValue } from '../expressions/ast';
import { negateCondition } from '../expressions/conditions';
import { parseHiddenCondition } from '../expressions/hidden';
import { printExpression } from '../expressions/print';
import type { ComponentNode } from '../model/layout';
import { answerCodingOf, choiceCodingOf, keptCodingOf, optionText } from './answerOptions';
import { fhirItemMapping, linkIdOf } from './itemTypes';

export type EnableOperator = QuestionnaireItemEnableWhen['operator'];

export interface EnableWhenSet {
  enableWhen: QuestionnaireItemEnableWhen[];
  enableBehavior?: 'all' | 'any';
}

/** Our comparison operators as FHIR writes them (enableWhen and FHIRPath alike). */
export const COMPARISONS: Readonly<Record<string, EnableOperator>> = {
  '==': '=',
  '===': '=',
  '!=': '!=',
  '!==': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};
const NEGATED: Readonly<Record<EnableOperator, EnableOperator>> = {
  exists: 'exists',
  '=': '!=',
  '!=': '=',
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
};
const MIRRORED: Readonly<Record<EnableOperator, EnableOperator>> = {
  exists: 'exists',
  '=': '=',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

/** A component by its id or by the linkId it was imported with. */
export type Lookup = (idOrLinkId: string) => ComponentNode | undefined;

/** The answer[x] of a condition on a component, typed as the component's item; undefined when FHIR cannot say it. */
function answerFor(
  component: ComponentNode,
  expected: LiteralValue,
): Partial<QuestionnaireItemEnableWhen> | undefined {
  if (expected === null || expected === undefined) return undefined;
  const { type } = fhirItemMapping(component.elType);
  switch (type) {
    case 'boolean':
      if (expected === true || expected === 'true') return { answerBoolean: true };
      if (expected === false || expected === 'false') return { answerBoolean: false };
      return undefined;
    case 'decimal':
      return typeof expected === 'number' ? { answerDecimal: expected } : undefined;
    case 'date':
      return typeof expected === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(expected)
        ? { answerDate: expected }
        : undefined;
    case 'time':
      return typeof expected === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(expected)
        ? { answerTime: expected }
        : undefined;
    case 'choice': {
      if (component.elType === 'AssessmentQuestion') {
        const coding = answerCodingOf(component, expected);
        return coding ? { answerCoding: coding } : undefined;
      }
      // An option with a stored value of its own is answered with its Coding (issue 21.3).
      const coded = choiceCodingOf(component, expected);
      if (coded) return { answerCoding: coded };
      const kept = keptCodingOf(component, expected);
      if (kept?.code !== undefined)
        return { answerCoding: { ...(kept.system ? { system: kept.system } : {}), code: kept.code } };
      return { answerString: String(expected) };
    }
    case 'string':
    case 'text':
      return typeof expected === 'string' ? { answerString: expected } : undefined;
    default:
      return undefined;
  }
}

function leaf(
  node: ExpressionNode,
  negate: boolean,
  lookup: Lookup,
): QuestionnaireItemEnableWhen | undefined {
  if (node.type === 'Unary' && node.operator === '!') return leaf(node.argument, !negate, lookup);
  let id: string | undefined;
  let operator: EnableOperator | undefined;
  let expected: LiteralValue;
  if (node.type === 'Binary' && COMPARISONS[node.operator]) {
    const base = COMPARISONS[node.operator] as EnableOperator;
    if (node.left.type === 'Identifier' && node.right.type === 'Literal') {
      [id, operator, expected] = [node.left.name, base, node.right.value];
    } else if (node.right.type === 'Identifier' && node.left.type === 'Literal') {
      [id, operator, expected] = [node.right.name, MIRRORED[base], node.left.value];
    }
  } else if (node.type === 'Call' && node.callee === 'matches' && node.args.length === 2) {
    const [subject, value] = node.args;
    if (subject?.type === 'Identifier' && value?.type === 'Literal') {
      [id, operator, expected] = [subject.name, '=', value.value];
    }
  } else if (node.type === 'Call' && node.callee === 'isEmpty' && node.args[0]?.type === 'Identifier') {
    const target = lookup(node.args[0].name);
    return target ? { question: linkIdOf(target), operator: 'exists', answerBoolean: negate } : undefined;
  }
  const component = id === undefined ? undefined : lookup(id);
  if (!component || !operator || id === undefined) return undefined;
  const answer = answerFor(component, expected);
  if (!answer) return undefined;
  return { question: linkIdOf(component), operator: negate ? NEGATED[operator] : operator, ...answer };
}

function operands(node: ExpressionNode, operator: '&&' | '||'): ExpressionNode[] {
  return node.type === 'Logical' && node.operator === operator
    ? [...operands(node.left, operator), ...operands(node.right, operator)]
    : [node];
}

/**
 * A visibility condition as enableWhen: the item is enabled when its `hidden` condition does not
 * hold. Flat And/Or joins of comparisons translate (De Morgan turns a hidden And into an enabled
 * Any); anything else gives undefined and stays our expression.
 */
export function enableWhenFromHidden(hidden: string, lookup: Lookup): EnableWhenSet | undefined {
  const parsed = parseHiddenCondition(hidden);
  if (!parsed.ok || !parsed.value.single) return undefined;
  const part = parsed.value.parts[0];
  if (part?.kind !== 'expression') return undefined;
  let node = part.expression;
  let negate = true;
  while (node.type === 'Unary' && node.operator === '!') {
    node = node.argument;
    negate = !negate;
  }
  const join = node.type === 'Logical' && node.operator !== '??' ? node.operator : undefined;
  const parts = join ? operands(node, join) : [node];
  const enableWhen: QuestionnaireItemEnableWhen[] = [];
  for (const operand of parts) {
    const condition = leaf(operand, negate, lookup);
    if (!condition) return undefined;
    enableWhen.push(condition);
  }
  if (enableWhen.length === 1) return { enableWhen };
  const all = (join === '&&') !== negate;
  return { enableWhen, enableBehavior: all ? 'all' : 'any' };
}

function answerLiteral(
  condition: QuestionnaireItemEnableWhen,
  component: ComponentNode | undefined,
): ExpressionNode {
  const coding = condition.answerCoding;
  if (coding && component?.elType === 'AssessmentQuestion') {
    const answers = Array.isArray(component.properties.answers) ? component.properties.answers : [];
    const answer = answers.find(
      (candidate: { code?: unknown; text?: unknown }) =>
        (coding.code !== undefined && candidate.code === coding.code) ||
        (coding.code === undefined && candidate.text === coding.display),
    ) as { value?: unknown } | undefined;
    if (answer && typeof answer.value === 'number') return { type: 'Literal', value: answer.value };
  }
  if (coding && Array.isArray(component?.properties.fhirAnswerOption)) {
    const options = component.properties.fhirAnswerOption as QuestionnaireItemAnswerOption[];
    const option = options.find((candidate) => candidate.valueCoding?.code === coding.code);
    if (option) return { type: 'Literal', value: optionText(option) ?? null };
  }
  const value =
    condition.answerBoolean ??
    condition.answerDecimal ??
    condition.answerInteger ??
    condition.answerDate ??
    condition.answerDateTime ??
    condition.answerTime ??
    condition.answerString ??
    coding?.code ??
    coding?.display ??
    condition.answerQuantity?.value ??
    null;
  return { type: 'Literal', value };
}

const STRUCTURED = new Set(['Dropdown', 'MultipleChoice', 'Checkbox', 'AssessmentQuestion']);
const BINARY: Readonly<Record<Exclude<EnableOperator, 'exists'>, '==' | '!=' | '<' | '<=' | '>' | '>='>> = {
  '=': '==',
  '!=': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

function conditionNode(condition: QuestionnaireItemEnableWhen, lookup: Lookup): ExpressionNode {
  const component = lookup(condition.question);
  const subject: ExpressionNode = { type: 'Identifier', name: component?.id ?? condition.question };
  if (condition.operator === 'exists') {
    const empty: ExpressionNode = { type: 'Call', callee: 'isEmpty', args: [subject] };
    return condition.answerBoolean === false ? empty : { type: 'Unary', operator: '!', argument: empty };
  }
  const expected = answerLiteral(condition, component);
  const structured = component !== undefined && STRUCTURED.has(component.elType);
  if (structured && (condition.operator === '=' || condition.operator === '!=')) {
    const matches: ExpressionNode = { type: 'Call', callee: 'matches', args: [subject, expected] };
    return condition.operator === '=' ? matches : { type: 'Unary', operator: '!', argument: matches };
  }
  const numeric = expected.type === 'Literal' && typeof expected.value === 'number';
  const left: ExpressionNode = numeric ? { type: 'Call', callee: 'number', args: [subject] } : subject;
  const operator = BINARY[condition.operator];
  return numeric && (operator === '==' || operator === '!=')
    ? { type: 'Binary', operator, left: subject, right: expected }
    : { type: 'Binary', operator, left, right: expected };
}

/**
 * The `hidden` condition of an item with enableWhen: hidden while the enable rule does not hold.
 * In double braces, as the builder's rule editor writes it: stored content accepts no bare condition.
 */
export function hiddenFromEnableWhen(set: EnableWhenSet, lookup: Lookup): string {
  const join = set.enableBehavior === 'any' ? '||' : '&&';
  const nodes = set.enableWhen.map((condition) => conditionNode(condition, lookup));
  const combined = nodes.reduce<ExpressionNode | undefined>(
    (left, right) => (left ? { type: 'Logical', operator: join, left, right } : right),
    undefined,
  );
  return combined ? `{{ ${negateCondition(printExpression(combined))} }}` : '';
}
