import { coreClinicalSearchMinLength } from '@clinic/api-contract';

/** A LIKE pattern that matches `text` literally (its %, _ and \ escaped). */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The words of a search phrase, or null when the trimmed phrase is shorter than the 3
 * characters a search needs (forms.md section 9): such a search answers an empty list.
 */
export function searchWords(searchPhrase: string): string[] | null {
  const phrase = searchPhrase.trim();
  if (phrase.length < coreClinicalSearchMinLength) return null;
  return phrase.split(/\s+/);
}
