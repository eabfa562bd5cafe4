import {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
} from '../../rules/frequencyDurationDefaults';
import type { DocumentLanguage, DocumentTexts } from '../documentLanguage';

const english = [
  'Write something...',
  'Option 1',
  'Option 2',
  ...FREQUENCY_FIRST_DEFAULT_OPTIONS,
  ...FREQUENCY_SECOND_DEFAULT_OPTIONS,
  ...DURATION_DEFAULT_OPTIONS,
] as const;

type DefaultText = (typeof english)[number];

/**
 * The catalogue's default option texts and placeholder (forms.md section 9) as a reader of each
 * language sees them. Stored values stay the English defaults, so conditions, scores and the
 * server read one value in both languages; only what is shown changes.
 */
export const defaultOptionTexts: DocumentTexts<Readonly<Record<DefaultText, string>>> = {
  en: Object.fromEntries(english.map((text) => [text, text])) as Record<DefaultText, string>,
  es: {
    'Write something...': 'Escriba algo...',
    'Option 1': 'Opción 1',
    'Option 2': 'Opción 2',
    Once: 'Una vez',
    Twice: 'Dos veces',
    '3 times': '3 veces',
    '4 times': '4 veces',
    '5 times': '5 veces',
    '1-3 times': '1-3 veces',
    '1-4 times': '1-4 veces',
    '2-8 times': '2-8 veces',
    'per day': 'por día',
    'per week': 'por semana',
    'per month': 'por mes',
    'per session': 'por sesión',
    'per shift': 'por turno',
    'per minute': 'por minuto',
    'per hour': 'por hora',
    'per morning': 'por la mañana',
    forever: 'indefinidamente',
    '1 week': '1 semana',
    '1 month': '1 mes',
    '6 months': '6 meses',
    '1 year': '1 año',
  },
};

/** The shown text of an option or placeholder: a catalogue default translated, else the text itself. */
export function defaultTextLabel(text: string, language: DocumentLanguage): string {
  const labels: Readonly<Record<string, string>> = defaultOptionTexts[language];
  return Object.hasOwn(labels, text) ? (labels[text] ?? text) : text;
}
