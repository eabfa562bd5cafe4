import { DrizzleQueryError } from 'drizzle-orm/errors';

/** An error as the log holds it: what failed and where, never the values it failed on. */
export type LoggedError = {
  /** The class: DrizzleQueryError, DatabaseError, RangeError... */
  type: string;
  /** SQLSTATE of a database error, or a Node or Fastify error code. */
  code?: string;
  message: string;
  /** The database object a constraint error names (identifiers, never values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** Call sites only: the stack's first line repeats the unscrubbed message. */
  stack: string;
  cause?: LoggedError;
};

const maxFrames = 12;
const maxCauses = 3;
const maxMessageLength = 4000;

/**
 * Quoted names of database objects, which a driver message may keep: `constraint "x_unique"`,
 * `relation "patients"`, `encoding "UTF8"`. Any other quoted text may be a value.
 */
const quotedIdentifier =
  /(\b(?:constraint|relation|column|table|type|index|schema|function|operator|encoding|database|role|sequence|view|trigger|domain|collation)\s+"[^"]*")/i;

/** A mail server's refusal names the recipient, unquoted: `550 <demo@example.org>: no such user`. */
const emailAddress = /[^\s<>()"'@,;:]+@[^\s<>()"'@,;:]+/g;

/**
 * From the first quote of a kind to the last, or to the end when there is no other. An apostrophe
 * inside a word ("can't") is no quote.
 */
const scrubQuotes = (text: string) =>
  text
    .replace(/"[\s\S]*"|"[\s\S]*$/, '"…"')
    .replace(/(?<![\p{L}\p{N}])'(?:[\s\S]*'(?![\p{L}\p{N}])|[\s\S]*$)/u, "'…'");

/**
 * A message without the values in it: e-mail addresses go, and quoted text from the first quote
 * to the last (a driver quotes the value it refused, V8 a slice of the JSON it could not parse,
 * and that slice may hold quotes of its own), except quoted database identifiers.
 */
export function scrubMessage(message: string): string {
  return message
    .split(quotedIdentifier)
    .map((part, index) => (index % 2 === 1 ? part : scrubQuotes(part)))
    .join('')
    .replace(emailAddress, '[e-mail]')
    .slice(0, maxMessageLength);
}

/** SQL text keeps its placeholders and identifiers; string literals in it go. */
const scrubSql = (query: string) => query.replace(/'(?:[^']|'')*'/g, "'…'").slice(0, maxMessageLength);

const stringField = (error: Error, key: string): string | undefined => {
  const value: unknown = (error as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/**
 * What the log keeps of an error: class, code, a scrubbed message and the call sites, the same
 * for its causes. A failed query's message carries its bind values and the driver's `detail`,
 * `where` and `parameters` hold them too: none of those is copied.
 */
export function loggedError(error: Error, depth = 0): LoggedError {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message:
      error instanceof DrizzleQueryError
        ? `Failed query: ${scrubSql(error.query)}`
        : scrubMessage(error.message),
    stack: frames.slice(0, maxFrames).join('\n'),
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = stringField(error, key);
    if (value !== undefined) logged[key] = value;
  }
  if (error.cause instanceof Error && depth < maxCauses) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** pino's `err` serializer: errors go through loggedError; one already through it stays as it is. */
export const errorSerializer = (value: Error | LoggedError): LoggedError =>
  value instanceof Error ? loggedError(value) : value;
