/**
 * Fuzzy name matching for duplicate patients, computed here rather than with pg_trgm so that it
 * works the same on PGlite (no extension loaded) and PostgreSQL.
 */

/** Lower case, accents dropped, anything but letters a word break: "José  O'Neil" → "jose o neil". */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of normaliseName(text).split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3));
  }
  return found;
}

/** pg_trgm's similarity: the trigrams both share over all the distinct trigrams of either, 0 to 1. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * pg_trgm's default threshold: "Jordan Lee" is similar to "Jordon Lee" (0.57) and "Jordan Leigh"
 * (0.6), not to "Jordan Smith" (0.41); "Sam Rivera" is not similar to "Alex Rivera" (0.44).
 */
export const similarNameThreshold = 0.5;
