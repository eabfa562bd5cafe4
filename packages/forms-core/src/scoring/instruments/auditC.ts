import type { Instrument } from './instrumentModel';

/**
 * AUDIT-C (Bush et al. 1998): the AUDIT's three consumption questions, each 0–4, total 0–12;
 * positive at 4 or more for men and 3 or more for women. No total with an item unanswered.
 * Answer values are our own stable codes: LOINC answer codes for these lists are not confirmed here.
 */
export const auditC: Instrument = {
  id: 'auditC',
  version: '1',
  name: { en: 'AUDIT-C alcohol use screen', es: 'Detección de consumo de alcohol AUDIT-C' },
  loinc: '72109-2',
  instructions: {
    en: 'Please answer about your use of alcohol during the past year.',
    es: 'Por favor, responda sobre su consumo de alcohol durante el último año.',
  },
  items: [
    {
      id: 'auditc_1',
      loinc: '68518-0',
      text: {
        en: 'How often do you have a drink containing alcohol?',
        es: '¿Con qué frecuencia consume alguna bebida alcohólica?',
      },
      options: [
        { value: 'never', label: { en: 'Never', es: 'Nunca' }, weight: 0 },
        {
          value: 'monthlyOrLess',
          label: { en: 'Monthly or less', es: 'Una o menos veces al mes' },
          weight: 1,
        },
        {
          value: 'twoToFourTimesAMonth',
          label: { en: '2-4 times a month', es: 'De 2 a 4 veces al mes' },
          weight: 2,
        },
        {
          value: 'twoToThreeTimesAWeek',
          label: { en: '2-3 times a week', es: 'De 2 a 3 veces a la semana' },
          weight: 3,
        },
        {
          value: 'fourOrMoreTimesAWeek',
          label: { en: '4 or more times a week', es: '4 o más veces a la semana' },
          weight: 4,
        },
      ],
    },
    {
      id: 'auditc_2',
      loinc: '68519-8',
      text: {
        en: 'How many standard drinks containing alcohol do you have on a typical day?',
        es: '¿Cuántas consumiciones de bebidas alcohólicas suele realizar en un día de consumo normal?',
      },
      options: [
        { value: 'oneOrTwo', label: { en: '1 or 2', es: '1 o 2' }, weight: 0 },
        { value: 'threeOrFour', label: { en: '3 or 4', es: '3 o 4' }, weight: 1 },
        { value: 'fiveOrSix', label: { en: '5 or 6', es: '5 o 6' }, weight: 2 },
        { value: 'sevenToNine', label: { en: '7 to 9', es: 'De 7 a 9' }, weight: 3 },
        { value: 'tenOrMore', label: { en: '10 or more', es: '10 o más' }, weight: 4 },
      ],
    },
    {
      id: 'auditc_3',
      loinc: '68520-6',
      text: {
        en: 'How often do you have six or more drinks on one occasion?',
        es: '¿Con qué frecuencia toma 6 o más bebidas alcohólicas en un solo día?',
      },
      options: [
        { value: 'never', label: { en: 'Never', es: 'Nunca' }, weight: 0 },
        {
          value: 'lessThanMonthly',
          label: { en: 'Less than monthly', es: 'Menos de una vez al mes' },
          weight: 1,
        },
        { value: 'monthly', label: { en: 'Monthly', es: 'Mensualmente' }, weight: 2 },
        { value: 'weekly', label: { en: 'Weekly', es: 'Semanalmente' }, weight: 3 },
        {
          value: 'dailyOrAlmostDaily',
          label: { en: 'Daily or almost daily', es: 'A diario o casi a diario' },
          weight: 4,
        },
      ],
    },
  ],
  scales: [
    {
      id: 'total',
      loinc: '75626-2',
      items: ['auditc_1', 'auditc_2', 'auditc_3'],
      missing: { kind: 'noTotal' },
      cutOffs: [
        { min: 4, sex: 'male' },
        { min: 3, sex: 'female' },
      ],
    },
  ],
  bandLabels: {},
  licence:
    'AUDIT: World Health Organization, free to use without permission; AUDIT-C: Bush et al. 1998 (US Department of Veterans Affairs), public domain.',
};
