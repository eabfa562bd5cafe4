import type { Element, Extension } from '@medplum/fhirtypes';

/** The first extension with `url` on an element. */
export function findExtension(element: Element | undefined, url: string): Extension | undefined {
  return element?.extension?.find((extension) => extension.url === url);
}

/** Our JSON-carrying extensions: a valueString holding JSON, read back with a parse that never throws. */
export function jsonExtension(url: string, value: unknown): Extension {
  return { url, valueString: JSON.stringify(value) };
}

export function readJsonExtension(element: Element | undefined, url: string): unknown {
  const text = findExtension(element, url)?.valueString;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Structural equality of JSON values, for deciding what FHIR carries exactly. */
export function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left).filter((key) => (left as Record<string, unknown>)[key] !== undefined);
  const rightKeys = Object.keys(right).filter((key) => (right as Record<string, unknown>)[key] !== undefined);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every((key) =>
    sameJson((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}
