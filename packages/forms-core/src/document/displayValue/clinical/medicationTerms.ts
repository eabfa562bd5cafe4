import type { DocumentLanguage, DocumentTexts } from '../../documentLanguage';

/** Stored medication codes (types SCH and PRN, administration statuses) as each language names them. */
export const medicationTermTexts: DocumentTexts<Readonly<Record<string, string>>> = {
  en: {
    SCH: 'Scheduled',
    PRN: 'PRN',
    Given: 'Given',
    Refused: 'Refused',
    Held: 'Held',
    Missed: 'Missed',
    'Not Available': 'Not Available',
  },
  es: {
    SCH: 'Programado',
    PRN: 'Según necesidad',
    Given: 'Administrado',
    Refused: 'Rechazado',
    Held: 'Retenido',
    Missed: 'Omitido',
    'Not Available': 'No disponible',
  },
};

/** A stored code in the language; unknown codes as written, none as null. */
export function medicationTerm(code: unknown, language: DocumentLanguage): string | null {
  if (typeof code !== 'string' || !code) return null;
  const terms = medicationTermTexts[language];
  return Object.hasOwn(terms, code) ? (terms[code] ?? code) : code;
}
