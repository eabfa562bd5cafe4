/** Deeper than any form layout or answer (a few levels per nested panel), far short of any stack. */
export const maxInputDepth = 100;

export type UnsafeInputProblem = 'text' | 'depth';

export interface UnsafeInput {
  problem: UnsafeInputProblem;
  /** Keys from the top of the value to the offending one. */
  path: string[];
}

/**
 * A NUL, which PostgreSQL refuses in any text, or a UTF-16 surrogate without its pair, which is
 * no character at all (jsonb refuses it; text columns would store U+FFFD instead).
 */
const unsafeCharacter = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (text: string): boolean => unsafeCharacter.test(text);

/**
 * The first thing in a parsed request part (body, query, path parameters) that the database
 * cannot store or our recursive code cannot walk: unsafe text in a value or a key, or nesting
 * past `maxDepth`. Recursion is bounded by `maxDepth` itself.
 */
export function findUnsafeInput(value: unknown, maxDepth = maxInputDepth): UnsafeInput | undefined {
  const path: string[] = [];
  const visit = (node: unknown, depth: number): UnsafeInputProblem | undefined => {
    if (typeof node === 'string') return isUnsafeText(node) ? 'text' : undefined;
    if (typeof node !== 'object' || node === null || Buffer.isBuffer(node)) return undefined;
    if (depth > maxDepth) return 'depth';
    for (const [key, child] of Object.entries(node)) {
      if (isUnsafeText(key)) return 'text';
      path.push(key);
      const problem = visit(child, depth + 1);
      if (problem) return problem;
      path.pop();
    }
    return undefined;
  };
  const problem = visit(value, 1);
  return problem && { problem, path };
}
