import type { BinaryOperator, UnaryOperator } from './ast';
import { EvaluationError } from './evaluationError';
import { MAX_STRING_LENGTH } from './limits';
import { describe } from './safeAccess';

type Primitive = string | number | boolean | bigint | null | undefined;

export function isPrimitive(value: unknown): value is Primitive {
  return (
    value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')
  );
}

/** Operators other than equality only take primitives: converting an object would run its methods. */
function primitive(value: unknown, operator: string): Primitive {
  if (!isPrimitive(value)) throw new EvaluationError(`Operator ${operator} cannot take ${describe(value)}`);
  return value;
}

/** JavaScript `==` on primitives; objects compare by identity, so no conversion code runs. */
export function looseEquals(left: unknown, right: unknown): boolean {
  // biome-ignore lint/suspicious/noDoubleEquals: loose equality is the language's `==`, applied to primitives only.
  if (isPrimitive(left) && isPrimitive(right)) return left == right;
  return left === right;
}

export function applyUnary(operator: UnaryOperator, value: unknown): unknown {
  if (operator === '!') return !value;
  const operand = Number(primitive(value, operator));
  return operator === '-' ? -operand : operand;
}

export function applyBinary(operator: BinaryOperator, leftValue: unknown, rightValue: unknown): unknown {
  switch (operator) {
    case '==':
      return looseEquals(leftValue, rightValue);
    case '!=':
      return !looseEquals(leftValue, rightValue);
    case '===':
      return leftValue === rightValue;
    case '!==':
      return leftValue !== rightValue;
  }
  const left = primitive(leftValue, operator);
  const right = primitive(rightValue, operator);
  switch (operator) {
    case '+': {
      if (typeof left === 'string' || typeof right === 'string')
        return limitText(String(left) + String(right));
      return Number(left) + Number(right);
    }
    case '-':
      return Number(left) - Number(right);
    case '*':
      return Number(left) * Number(right);
    case '/':
      return Number(left) / Number(right);
    case '%':
      return Number(left) % Number(right);
    case '<':
      return compare(left, right) < 0;
    case '<=':
      return compare(left, right) <= 0;
    case '>':
      return compare(left, right) > 0;
    case '>=':
      return compare(left, right) >= 0;
  }
}

/** Text compares as text (ISO dates sort right), anything else as numbers; NaN compares as neither. */
function compare(left: Primitive, right: Primitive): number {
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  const a = Number(left);
  const b = Number(right);
  if (a === b) return 0;
  return a < b ? -1 : a > b ? 1 : Number.NaN;
}

export function limitText(text: string): string {
  if (text.length > MAX_STRING_LENGTH) {
    throw new EvaluationError(`Text longer than ${MAX_STRING_LENGTH} characters`);
  }
  return text;
}
