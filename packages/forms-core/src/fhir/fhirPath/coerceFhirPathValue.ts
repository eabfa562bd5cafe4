import type { ComponentNode } from '../../model/layout';
import { fhirItemMapping } from '../itemTypes';

const DATE = /^\d{4}-\d{2}-\d{2}/;
const TIME = /^\d{2}:\d{2}(:\d{2})?/;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function numberOf(value: unknown): number | undefined {
  // A Quantity comes as its object or, resolved, as text ("5 'kg'"): its number is the value.
  const quantity = record(value)?.value;
  const raw = quantity ?? value;
  const number =
    typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A Coding answers with what it says.
  const coding = record(value);
  const shown = coding?.display ?? coding?.code;
  return typeof shown === 'string' ? shown : undefined;
}

/**
 * A calculatedExpression's result as the component's value: its first item, as the number, text,
 * yes/no, date or time the component holds; undefined (no value) when it cannot be one.
 */
export function coerceFhirPathValue(component: ComponentNode, result: readonly unknown[]): unknown {
  const [first] = result;
  if (first === undefined || first === null) return undefined;
  switch (fhirItemMapping(component.elType).type) {
    case 'decimal':
    case 'integer':
      return typeof first === 'boolean' ? undefined : numberOf(first);
    case 'boolean':
      if (typeof first === 'boolean') return first;
      return first === 'true' ? true : first === 'false' ? false : undefined;
    case 'date':
      return typeof first === 'string' && DATE.test(first) ? first.slice(0, 10) : undefined;
    case 'time': {
      const match = typeof first === 'string' ? TIME.exec(first) : null;
      return match ? match[0] : undefined;
    }
    case 'string':
    case 'text':
      return textOf(first);
    case 'choice':
      // Single answers only: Single Choice and the first Dropdown hold the option's text.
      return component.elType === 'SingleChoice' ||
        (component.elType === 'Dropdown' && component.version !== 2)
        ? textOf(first)
        : undefined;
    default:
      return undefined;
  }
}
