import { and, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { icdCodes } from '../../../../db/schema';
import { likeEscaped, searchWords } from '../shared/textSearch';

/** A code without its dot, so "F329" and "f32.9" both find F32.9. */
const compactCode = sql<string>`replace(upper(${icdCodes.code}), '.', '')`;

export interface IcdCodeSearch {
  where: SQL;
  /** 0 exact code, 1 code prefix, 2 description match. */
  rank: SQL<number>;
}

/**
 * The codes an ICD search finds: those whose code starts with the phrase (dot optional) or
 * whose description holds every word of it. Null for a phrase under 3 characters.
 */
export function icdCodeSearch(searchPhrase: string): IcdCodeSearch | null {
  const words = searchWords(searchPhrase);
  if (!words) return null;
  const code = likeEscaped(searchPhrase.trim().toUpperCase().replaceAll('.', ''));
  const codePrefix = like(compactCode, `${code}%`);
  const inDescription = and(...words.map((word) => ilike(icdCodes.description, `%${likeEscaped(word)}%`)));
  return {
    where: or(codePrefix, inDescription) as SQL,
    rank: sql<number>`case when ${compactCode} = ${code} then 0 when ${codePrefix} then 1 else 2 end`,
  };
}
