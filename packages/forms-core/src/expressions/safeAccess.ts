import { EvaluationError } from './evaluationError';
import { FORBIDDEN_GLOBALS, isForbiddenName } from './names';

export type PlainData = readonly unknown[] | Readonly<Record<string, unknown>>;

/** Arrays and objects whose prototype is Object.prototype or null: data, never class instances or functions. */
export function isPlainData(value: unknown): value is PlainData {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Reads an own data property without running getters and refuses functions, so
 * no host code is reached and no function ever leaves an evaluation.
 */
export function readOwn(holder: object, key: string): unknown {
  if (isForbiddenName(key)) throw new EvaluationError(`'${key}' is not allowed`);
  const descriptor = Object.getOwnPropertyDescriptor(holder, key);
  if (descriptor === undefined) return undefined;
  if (!('value' in descriptor)) throw new EvaluationError(`'${key}' is not a data property`);
  if (typeof descriptor.value === 'function') throw new EvaluationError(`'${key}' is a function`);
  return descriptor.value;
}

/** Resolves a free identifier against the caller's scope only: never globals, never prototypes. */
export function readScope(scope: object, name: string): unknown {
  if (FORBIDDEN_GLOBALS.has(name)) throw new EvaluationError(`'${name}' is not allowed`);
  return readOwn(scope, name);
}

/** `object[key]`: undefined through null or undefined (like `?.`), refused on anything but plain data. */
export function readMember(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return undefined;
  if (!isPlainData(object)) {
    throw new EvaluationError(
      `Properties can only be read from lists and objects, not from ${describe(object)}`,
    );
  }
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw new EvaluationError('A property name must be text or a number');
  }
  return readOwn(object, String(key));
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
