import { type Column, type SQL, sql } from 'drizzle-orm';

declare const jsonTextBrand: unique symbol;

/**
 * SQL whose value is the JSON text of one value, never SQL NULL ('null' instead). Only the
 * helpers below make it, so a column cannot be spliced into a JSON object unescaped.
 */
export type JsonTextSql = SQL<string> & { readonly [jsonTextBrand]: true };

type Operand = SQL | Column;

const asJsonText = (expression: SQL): JsonTextSql => expression as JsonTextSql;

/** Any text, escaped as a JSON string. */
export function jsonString(text: Operand): JsonTextSql {
  return asJsonText(sql`coalesce(to_json(${text})::text, 'null')`);
}

/**
 * Text that never needs escaping (a uuid, or a date or instant in ISO form) quoted as a JSON
 * string: cheaper than to_json, which looks up the value's type on every call.
 */
export function jsonPlainString(text: Operand): JsonTextSql {
  return asJsonText(sql`coalesce('"' || ${text}::text || '"', 'null')`);
}

/** A number, a boolean, or json/jsonb: its text is already JSON. */
export function jsonLiteral(value: Operand): JsonTextSql {
  return asJsonText(sql`coalesce(${value}::text, 'null')`);
}

/**
 * A timestamptz as the API writes instants (documents/isoInstant.ts, Date#toISOString): UTC,
 * milliseconds, "Z". to_char's MS truncates the microseconds as Date does.
 */
export function jsonInstant(instant: Operand): JsonTextSql {
  return jsonPlainString(sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** A date as YYYY-MM-DD whatever the session's DateStyle. */
export function jsonDate(date: Operand): JsonTextSql {
  return jsonPlainString(sql`to_char(${date}, 'YYYY-MM-DD')`);
}

/** Every key of a reply type, each with the JSON text of its value. */
export type JsonFieldsOf<Reply> = { [Key in keyof Required<Reply>]: JsonTextSql };

/**
 * A JSON object built by PostgreSQL as text, by concatenation: the server passes it on without
 * parsing rows or serialising objects. (json_build_object looks up each argument's type and
 * output function on every row, which cost PostgreSQL about 3 µs more per document.) Typing
 * `fields` as `JsonFieldsOf<Reply>` makes the compiler require every key of the reply and no
 * other.
 */
export function jsonObject(fields: Readonly<Record<string, JsonTextSql>>): JsonTextSql {
  const parts = Object.entries(fields).map(([key, value], index) => {
    // Keys are property names written in our code, never input; checked so sql.raw stays safe.
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`Unsafe JSON key: ${key}`);
    return sql`${sql.raw(`'${index === 0 ? '{' : ','}"${key}":'`)} || ${value}`;
  });
  return asJsonText(sql`(${sql.join(parts, sql` || `)} || '}')`);
}

/** A nested object, or null when its left-joined row is missing. */
export function jsonObjectOrNull(
  presentWhen: Operand,
  fields: Readonly<Record<string, JsonTextSql>>,
): JsonTextSql {
  return asJsonText(sql`case when ${presentWhen} is null then 'null' else ${jsonObject(fields)} end`);
}

/**
 * JSON text that the database built for a reply of type Reply: a string marked with the type it
 * stands for, so a route can send only the text of its own reply (app/sendJsonText.ts).
 */
export type JsonText<Reply> = string & { readonly jsonTextOf?: Reply };

/** A reply's JSON as UTF-8 bytes, marked with the type it stands for as JsonText is. */
export type JsonBytes<Reply> = Buffer & { readonly jsonTextOf?: Reply };
