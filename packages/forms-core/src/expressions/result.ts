/** Errors are values in this folder: nothing in the public API throws (spec section 8). */
export interface ExpressionError {
  message: string;
  /** Character offset in the source, when the error comes from reading the text. */
  position?: number;
}

export type ExpressionResult<T> = { ok: true; value: T } | { ok: false; error: ExpressionError };

export function succeed<T>(value: T): ExpressionResult<T> {
  return { ok: true, value };
}

export function fail<T>(message: string, position?: number): ExpressionResult<T> {
  return { ok: false, error: position === undefined ? { message } : { message, position } };
}

/** Where refused or failing expressions are reported; the default drops them. */
export interface ExpressionLogger {
  warn(message: string, detail?: unknown): void;
}

export const silentLogger: ExpressionLogger = { warn: () => undefined };
