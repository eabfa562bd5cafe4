/**
 * Bounds that make every evaluation finish, whatever text a form author (or an
 * attacker who can edit a form) writes. The server runs the same code.
 */

/** Node visits per expression evaluation. */
export const EXPRESSION_MAX_STEPS = 10_000;

/** Node visits per script run (onChange, form script, score function). */
export const SCRIPT_MAX_STEPS = 100_000;

/** Longest source text read at all; longer text is refused before tokenizing. */
export const MAX_SOURCE_LENGTH = 100_000;

/** Deepest syntax tree; bounds the recursion of the parser, evaluator and printer. */
export const MAX_TREE_DEPTH = 1_000;

/** Longest string an evaluation may build, so loops cannot double a string into the gigabytes. */
export const MAX_STRING_LENGTH = 100_000;
