import { keepsExpressions, type TranslatableText, type TranslationLanguage } from '@clinic/forms-core';
import { parse } from 'csv-parse/browser/esm/sync';

/** The CSV a translator gets: one text per line; they fill the language's column and send it back. */
const header = ['key', 'component', 'property', 'english'] as const;

/** RFC 4180: every field quoted, quotes doubled, so commas, quotes and line breaks survive. */
const csvField = (value: string) => `"${value.replaceAll('"', '""')}"`;

export function translationsCsv(
  texts: readonly TranslatableText[],
  language: TranslationLanguage,
  translated: Readonly<Record<string, string>>,
): string {
  const lines = [
    [...header, language],
    ...texts.map((text) => [
      text.key,
      text.componentLabel,
      text.propertyLabel,
      text.english,
      translated[text.key] ?? '',
    ]),
  ];
  // A byte-order mark: spreadsheet programs then read the accents as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export type CsvImport =
  | {
      ok: true;
      /** The language's texts after the import: the file's filled cells over what the form had. */
      translated: Record<string, string>;
      /** Texts the file added or changed. */
      imported: number;
      /** Keys the form does not have (a component deleted since the export). */
      unknown: number;
      /** Texts whose `{{ }}` parts differ from the English: not taken. */
      refusedKeys: string[];
    }
  | { ok: false; reason: 'unreadable' | 'noLanguageColumn' };

/**
 * A translator's CSV laid over the form's texts in `language`: matched by key (ids do not change
 * when labels are reworded), an empty cell leaves the text as it was, the English column is ignored.
 */
export function readTranslationsCsv(
  csv: string,
  texts: readonly TranslatableText[],
  language: TranslationLanguage,
  translated: Readonly<Record<string, string>>,
): CsvImport {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const [head, ...rows] = records;
  const keyColumn = head?.indexOf('key') ?? -1;
  const languageColumn = head?.indexOf(language) ?? -1;
  if (keyColumn === -1 || languageColumn === -1) return { ok: false, reason: 'noLanguageColumn' };
  const byKey = new Map(texts.map((text) => [text.key, text]));
  const next = { ...translated };
  let imported = 0;
  let unknown = 0;
  const refusedKeys: string[] = [];
  for (const row of rows) {
    const key = row[keyColumn] ?? '';
    const value = (row[languageColumn] ?? '').trim();
    const text = byKey.get(key);
    if (!text) {
      unknown += 1;
      continue;
    }
    if (value === '') continue;
    if (!keepsExpressions(text.english, value)) {
      refusedKeys.push(key);
      continue;
    }
    // Counted when it changes something: a re-import of the same file imports nothing.
    if (next[key] !== value) imported += 1;
    next[key] = value;
  }
  return { ok: true, translated: next, imported, unknown, refusedKeys };
}
