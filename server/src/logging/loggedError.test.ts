import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorSerializer, loggedError, scrubMessage } from './loggedError';

/** A driver error as node-postgres and PGlite throw it: the values sit in detail, where and params. */
class DatabaseError extends Error {
  code = '23505';
  constraint = 'portal_logins_email_unique';
  table = 'portal_logins';
  detail = 'Key (email)=(demo@example.org) already exists.';
  where = 'JSON data, line 1: {"firstName": "Alex"';
  params = ['Alex', '1990-04-12'];
}

describe('loggedError', () => {
  it.each([
    ['invalid input syntax for type uuid: "Alex Rivera"', 'invalid input syntax for type uuid: "…"'],
    ['value "6145550142" is out of range for type integer', 'value "…" is out of range for type integer'],
    [
      'duplicate key value violates unique constraint "portal_logins_email_unique"',
      'duplicate key value violates unique constraint "portal_logins_email_unique"',
    ],
    [
      'null value in column "email" of relation "patients" violates not-null constraint',
      'null value in column "email" of relation "patients" violates not-null constraint',
    ],
    ['invalid byte sequence for encoding "UTF8": 0x00', 'invalid byte sequence for encoding "UTF8": 0x00'],
    [
      `Unexpected token 'A', "{"firstName":"Alex"}" is not valid JSON`,
      `Unexpected token '…', "…" is not valid JSON`,
    ],
    ['Maximum call stack size exceeded', 'Maximum call stack size exceeded'],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <demo@example.org>: Recipient address rejected",
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected",
    ],
    [
      "Cannot read properties of undefined (reading 'firstName')",
      "Cannot read properties of undefined (reading '…')",
    ],
  ])('scrubs %s', (message, expected) => {
    expect(scrubMessage(message)).toBe(expected);
  });

  it('keeps a failed query’s SQL, class, code and identifiers, and none of its values', () => {
    const cause = new DatabaseError(
      'duplicate key value violates unique constraint "portal_logins_email_unique"',
    );
    const error = new DrizzleQueryError(
      `insert into "portal_logins" ("email", "note") values ($1, 'Alex Rivera')`,
      ['demo@example.org', '1990-04-12'],
      cause,
    );
    const logged = loggedError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: insert into "portal_logins" ("email", "note") values ($1, '…')`,
      cause: {
        type: 'DatabaseError',
        code: '23505',
        constraint: 'portal_logins_email_unique',
        table: 'portal_logins',
        message: 'duplicate key value violates unique constraint "portal_logins_email_unique"',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const value of ['demo@example.org', '1990-04-12', 'Alex', 'Key (email)', 'params']) {
      expect(text).not.toContain(value);
    }
  });

  it('serialises errors for pino and leaves other values alone', () => {
    expect(errorSerializer(new RangeError('Maximum call stack size exceeded'))).toMatchObject({
      type: 'RangeError',
      message: 'Maximum call stack size exceeded',
    });
    const logged = { type: 'Error', message: 'already logged', stack: '' };
    expect(errorSerializer(logged)).toBe(logged);
  });
});
