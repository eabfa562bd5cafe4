import { defineFormTexts } from '../../i18n/formLanguage';

/**
 * The catalogue's default option texts and placeholder (forms.md section 9) as a Spanish
 * reader sees them. Stored values stay the English defaults, so conditions, scores and the
 * server read the same value in both languages; only what is shown changes.
 */
const useDefaultOptionTexts = defineFormTexts({
  en: {
    'Write something...': 'Write something...',
    'Option 1': 'Option 1',
    'Option 2': 'Option 2',
    Once: 'Once',
    Twice: 'Twice',
    '3 times': '3 times',
    '4 times': '4 times',
    '5 times': '5 times',
    '1-3 times': '1-3 times',
    '1-4 times': '1-4 times',
    '2-8 times': '2-8 times',
    'per day': 'per day',
    'per week': 'per week',
    'per month': 'per month',
    'per session': 'per session',
    'per shift': 'per shift',
    'per minute': 'per minute',
    'per hour': 'per hour',
    'per morning': 'per morning',
    forever: 'forever',
    '1 week': '1 week',
    '1 month': '1 month',
    '6 months': '6 months',
    '1 year': '1 year',
  },
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
});

/** The shown text of an option or placeholder: the default's translation, else the text itself. */
export function useDefaultTextLabel(): (text: string) => string {
  const labels: Readonly<Record<string, string>> = useDefaultOptionTexts();
  return (text) => (Object.hasOwn(labels, text) ? (labels[text] ?? text) : text);
}
