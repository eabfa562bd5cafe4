import dayjs from 'dayjs';
import { EvaluationError } from './evaluationError';
import { isPrimitive, limitText, looseEquals } from './operators';
import { isPlainData } from './safeAccess';

/** What a whitelisted function may ask of the running evaluation. */
export interface FunctionContext {
  /** Counts work proportional to list sizes against the step limit. */
  charge(steps: number): void;
  now(): Date;
}

export type ExpressionFunction = (args: readonly unknown[], context: FunctionContext) => unknown;

const DATE_FORMAT = 'YYYY-MM-DD';
const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';
const DATE_UNITS: ReadonlySet<string> = new Set(['year', 'month', 'week', 'day', 'hour', 'minute', 'second']);

/** Text of a value for interpolation and text functions: lists joined by ", ", objects and nothing as "". */
export function toText(value: unknown, context: FunctionContext, separator = ', '): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    context.charge(value.length);
    return limitText(value.map((item) => toText(item, context)).join(separator));
  }
  return isPrimitive(value) ? String(value) : '';
}

/** A number from a number, numeric text or boolean; no value for anything else, blanks included. */
export function toNumber(value: unknown): number | undefined {
  let result: number;
  if (typeof value === 'number') result = value;
  else if (typeof value === 'boolean') result = Number(value);
  else if (typeof value === 'string' && value.trim() !== '') result = Number(value);
  else return undefined;
  return Number.isNaN(result) ? undefined : result;
}

/** Empty as in spec section 5: null, blank text, an empty list; a dropdown v2 value when value and otherValue are both empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainData(value)) {
    if (Object.hasOwn(value, 'value')) {
      const record = value as Readonly<Record<string, unknown>>;
      return isEmptyValue(record.value) && isEmptyValue(record.otherValue);
    }
    return Object.keys(value).length === 0;
  }
  return false;
}

/**
 * Whether a component value matches a value to compare, whatever the component:
 * lists (multiple choice, multiselect) match when one item matches; objects with
 * `value` (dropdown v2, assessment answers) match on that value, or on
 * `otherValue` when `value` is empty; primitives compare as text, so `true`
 * matches 'true' and 5 matches '5'; an empty value to compare matches an empty value.
 */
export function matchesValue(actual: unknown, expected: unknown, context: FunctionContext): boolean {
  if (isEmptyValue(expected)) return isEmptyValue(actual);
  if (Array.isArray(actual)) {
    context.charge(actual.length);
    return actual.some((item) => matchesValue(item, expected, context));
  }
  if (isPlainData(actual) && Object.hasOwn(actual, 'value')) {
    const record = actual as Readonly<Record<string, unknown>>;
    return isEmptyValue(record.value)
      ? matchesValue(record.otherValue, expected, context)
      : matchesValue(record.value, expected, context);
  }
  if (!isPrimitive(actual) || !isPrimitive(expected)) return actual === expected;
  return actual === expected || String(actual) === String(expected);
}

/** The numbers among the arguments, or among the items of a single list argument. */
function numbersOf(args: readonly unknown[], context: FunctionContext): number[] {
  const items = args.length === 1 && Array.isArray(args[0]) ? (args[0] as readonly unknown[]) : args;
  context.charge(items.length);
  const numbers: number[] = [];
  for (const item of items) {
    const number = toNumber(item);
    if (number !== undefined) numbers.push(number);
  }
  return numbers;
}

function listOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined) return [];
  throw new EvaluationError('Expected a list');
}

/** A date from ISO text, a timestamp or a Date; no value for blanks and anything unparseable. */
function date(value: unknown): dayjs.Dayjs | undefined {
  const readable =
    (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || value instanceof Date;
  if (!readable) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
}

function unitOf(value: unknown): dayjs.OpUnitType {
  const unit = value === undefined ? 'day' : String(value);
  if (!DATE_UNITS.has(unit)) throw new EvaluationError(`Unknown date unit '${unit}'`);
  return unit as dayjs.OpUnitType;
}

function unaryMath(operation: (value: number) => number): ExpressionFunction {
  return ([value]) => {
    const number = toNumber(value);
    return number === undefined ? undefined : operation(number);
  };
}

function textFunction(operation: (text: string, argument: string) => unknown): ExpressionFunction {
  return ([value, argument], context) => operation(toText(value, context), toText(argument, context));
}

/** The whitelist: the only functions an expression can call. Values never have callable methods. */
export const BUILTIN_FUNCTIONS: ReadonlyMap<string, ExpressionFunction> = new Map<string, ExpressionFunction>(
  [
    [
      'min',
      (args, context) => {
        const numbers = numbersOf(args, context);
        return numbers.length === 0 ? undefined : numbers.reduce((a, b) => Math.min(a, b));
      },
    ],
    [
      'max',
      (args, context) => {
        const numbers = numbersOf(args, context);
        return numbers.length === 0 ? undefined : numbers.reduce((a, b) => Math.max(a, b));
      },
    ],
    ['sum', (args, context) => numbersOf(args, context).reduce((a, b) => a + b, 0)],
    [
      'round',
      ([value, digits]) => {
        const number = toNumber(value);
        const places = Math.trunc(toNumber(digits) ?? 0);
        if (number === undefined || places < 0 || places > 15) return undefined;
        const factor = 10 ** places;
        return Math.round(number * factor) / factor;
      },
    ],
    ['floor', unaryMath(Math.floor)],
    ['ceil', unaryMath(Math.ceil)],
    ['abs', unaryMath(Math.abs)],
    ['number', ([value]) => toNumber(value)],
    ['string', ([value], context) => toText(value, context)],
    ['lower', ([value], context) => toText(value, context).toLowerCase()],
    ['upper', ([value], context) => toText(value, context).toUpperCase()],
    ['trim', ([value], context) => toText(value, context).trim()],
    ['startsWith', textFunction((text, prefix) => text.startsWith(prefix))],
    ['endsWith', textFunction((text, suffix) => text.endsWith(suffix))],
    [
      'includes',
      ([haystack, needle], context) => {
        if (Array.isArray(haystack)) {
          context.charge(haystack.length);
          return haystack.some((item) => looseEquals(item, needle));
        }
        return toText(haystack, context).includes(toText(needle, context));
      },
    ],
    ['length', ([value], context) => (Array.isArray(value) ? value.length : toText(value, context).length)],
    ['count', ([value]) => listOf(value).length],
    ['concat', (args, context) => limitText(args.map((arg) => toText(arg, context)).join(''))],
    [
      'join',
      ([list, separator], context) =>
        toText(listOf(list), context, separator === undefined ? ', ' : toText(separator, context)),
    ],
    [
      'append',
      ([list, ...items], context) => {
        const current = listOf(list);
        context.charge(current.length + items.length);
        return [...current, ...items];
      },
    ],
    ['isEmpty', ([value]) => isEmptyValue(value)],
    ['matches', ([actual, expected], context) => matchesValue(actual, expected, context)],
    ['if', ([condition, whenTrue, whenFalse]) => (condition ? whenTrue : whenFalse)],
    ['today', (_args, context) => dayjs(context.now()).format(DATE_FORMAT)],
    ['now', (_args, context) => dayjs(context.now()).format()],
    [
      'dateDiff',
      ([from, to, unit]) => {
        const start = date(from);
        const end = date(to);
        return start && end ? end.diff(start, unitOf(unit)) : undefined;
      },
    ],
    [
      'addDays',
      ([value, days]) => {
        const start = date(value);
        const amount = toNumber(days);
        return start && amount !== undefined
          ? start.add(Math.trunc(amount), 'day').format(DATE_FORMAT)
          : undefined;
      },
    ],
    [
      'formatDate',
      ([value, format], context) => {
        const parsed = date(value);
        return (
          parsed &&
          limitText(parsed.format(format === undefined ? DISPLAY_DATE_FORMAT : toText(format, context)))
        );
      },
    ],
  ],
);
