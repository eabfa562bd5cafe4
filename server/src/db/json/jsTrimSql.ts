import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * The characters String#trim removes (ECMAScript WhiteSpace and LineTerminator), so a name
 * built in SQL drops exactly the parts a JavaScript mapper would. PostgreSQL's btrim alone
 * removes only spaces.
 */
export const jsTrimCodePoints = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
] as const;

const jsTrimLiteral = sql.raw(
  `U&'${jsTrimCodePoints.map((c) => `\\${c.toString(16).padStart(4, '0')}`).join('')}'`,
);

/** `text` when it has anything but whitespace once trimmed as JavaScript trims, else null. */
export function nonBlankSql(text: SQL | Column): SQL<string | null> {
  return sql`case when btrim(${text}, ${jsTrimLiteral}) <> '' then ${text} end`;
}
