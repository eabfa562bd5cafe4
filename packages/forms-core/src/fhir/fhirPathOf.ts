import type { ExpressionNode } from '../expressions/ast';
import { parseHiddenCondition } from '../expressions/hidden';
import { COMPARISONS } from './enableWhen';

const OPERATORS: Readonly<Record<string, string>> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  ...COMPARISONS,
  '&&': 'and',
  '||': 'or',
};

/** The answer of a component as SDC reads it: its item anywhere in the response. */
export function answerPath(id: string): string {
  return `%resource.repeat(item).where(linkId='${id}').answer.value`;
}

function literal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return undefined;
}

function translate(node: ExpressionNode): string | undefined {
  switch (node.type) {
    case 'Literal':
      return literal(node.value);
    case 'Identifier':
      return answerPath(node.name);
    case 'Binary':
    case 'Logical': {
      const operator = OPERATORS[node.operator];
      const left = translate(node.left);
      const right = translate(node.right);
      return operator && left && right ? `(${left} ${operator} ${right})` : undefined;
    }
    case 'Unary': {
      const argument = translate(node.argument);
      if (!argument) return undefined;
      if (node.operator === '!') return `(${argument}).not()`;
      return node.operator === '-' ? `(-${argument})` : argument;
    }
    case 'Call': {
      const args = node.args.map(translate);
      if (args.some((arg) => arg === undefined)) return undefined;
      const [first, second] = args;
      if (node.callee === 'round' && first) return `(${first}).round(${second ?? '0'})`;
      if ((node.callee === 'floor' || node.callee === 'ceiling' || node.callee === 'abs') && first) {
        return `(${first}).${node.callee}()`;
      }
      if (node.callee === 'sum' && args.length > 0) return `(${args.join(' + ')})`;
      if (node.callee === 'isEmpty' && first) return `(${first}).empty()`;
      return undefined;
    }
    case 'Conditional': {
      const [test, yes, no] = [translate(node.test), translate(node.consequent), translate(node.alternate)];
      return test && yes && no ? `iif(${test}, ${yes}, ${no})` : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The FHIRPath equivalent of one of our expressions (a whole `{{ }}` or a bare condition) over
 * component answers, arithmetic, comparisons, and/or/not, round/floor/abs, sum and if; undefined
 * for anything else (it then travels only as our own expression).
 */
export function fhirPathOf(source: string): string | undefined {
  const parsed = parseHiddenCondition(source);
  if (!parsed.ok || !parsed.value.single) return undefined;
  const part = parsed.value.parts[0];
  return part?.kind === 'expression' && !part.oneTime ? translate(part.expression) : undefined;
}
