import type { Bilingual, Instrument, InstrumentItem, InstrumentOption } from './instrumentModel';

/**
 * Yes/no answers (LOINC LA33-6, LA32-8) weighted by the Columbia triage level a "yes" to the
 * question means: 1 low, 2 moderate, 3 high. The screener's risk is the highest of them.
 */
function yesNo(yesLevel: number): InstrumentOption[] {
  return [
    { value: 'LA33-6', label: { en: 'Yes', es: 'Sí' }, weight: yesLevel },
    { value: 'LA32-8', label: { en: 'No', es: 'No' }, weight: 0 },
  ];
}

const afterThoughtsOfSuicide = { item: 'cssrs_2', answer: 'LA33-6' };

const question = (
  id: string,
  loinc: string,
  text: Bilingual,
  yesLevel: number,
  rest: Partial<InstrumentItem> = {},
): InstrumentItem => ({ id, loinc, text, options: yesNo(yesLevel), ...rest });

const items: InstrumentItem[] = [
  question(
    'cssrs_1',
    '93246-7',
    {
      en: 'In the past month, have you wished you were dead or wished you could go to sleep and not wake up?',
      es: 'En el último mes, ¿ha deseado estar muerto(a) o poder dormirse y no despertar?',
    },
    1,
    { required: true },
  ),
  question(
    'cssrs_2',
    '93247-5',
    {
      en: 'In the past month, have you actually had any thoughts of killing yourself?',
      es: 'En el último mes, ¿ha tenido realmente la idea de suicidarse?',
    },
    1,
    { required: true },
  ),
  question(
    'cssrs_3',
    '93248-3',
    {
      en: 'In the past month, have you been thinking about how you might do this?',
      es: 'En el último mes, ¿ha pensado en cómo llevaría esto a cabo?',
    },
    2,
    { askedWhen: afterThoughtsOfSuicide },
  ),
  question(
    'cssrs_4',
    '93249-1',
    {
      en: 'In the past month, have you had these thoughts and had some intention of acting on them?',
      es: 'En el último mes, ¿ha tenido estas ideas y en cierto grado la intención de llevarlas a cabo?',
    },
    3,
    { askedWhen: afterThoughtsOfSuicide },
  ),
  question(
    'cssrs_5',
    '93250-9',
    {
      en: 'In the past month, have you started to work out or worked out the details of how to kill yourself? Do you intend to carry out this plan?',
      es: 'En el último mes, ¿ha comenzado a elaborar o ha elaborado los detalles sobre cómo suicidarse? ¿Tenía intenciones de llevar a cabo este plan?',
    },
    3,
    { askedWhen: afterThoughtsOfSuicide },
  ),
  question(
    'cssrs_6',
    '93267-3',
    {
      en: 'Have you ever done anything, started to do anything, or prepared to do anything to end your life? (For example: collected pills, obtained a gun, gave away valuables, wrote a will or suicide note, took out pills but didn’t swallow any, held a gun but changed your mind or it was grabbed from your hand, went to the roof but didn’t jump; or actually took pills, tried to shoot yourself, cut yourself, tried to hang yourself.)',
      es: '¿Alguna vez ha hecho algo usted, comenzado a hacer algo o se ha preparado para hacer algo para terminar su vida? (Por ejemplo: juntar pastillas, conseguir un arma, regalar cosas de valor, escribir un testamento o una carta de suicidio, sacar pastillas del frasco sin tragarlas, tomar un arma y cambiar de opinión o que alguien se la quitara de las manos, subir a un techo sin saltar; o realmente tomar pastillas, intentar dispararse, cortarse o intentar ahorcarse.)',
    },
    2,
    { required: true },
  ),
  question(
    'cssrs_6_recent',
    '93269-9',
    { en: 'Was this within the past 3 months?', es: '¿Fue esto en los últimos 3 meses?' },
    3,
    { number: '6a', askedWhen: { item: 'cssrs_6', answer: 'LA33-6' } },
  ),
];

/**
 * Columbia-Suicide Severity Rating Scale, Screen Version – Recent (Posner et al. 2011; Columbia
 * Lighthouse Project): ideation in the past month (questions 1–5), suicidal behaviour ever and in
 * the past 3 months (question 6). Questions 3–5 are asked only after a "yes" to question 2, and
 * "within the past 3 months?" only after a "yes" to question 6; hidden questions are not asked,
 * not missing. The risk is the highest triage level of a "yes": 1–2 low, 3 or behaviour over 3
 * months ago moderate, 4, 5 or behaviour within 3 months high. Any "yes" is a positive screen and
 * raises an alert; an asked question left unanswered leaves no risk level (the form requires
 * questions 1, 2 and 6; the others are required by the screener but hide, so cannot be).
 */
export const cssrs: Instrument = {
  id: 'cssrs',
  version: '1',
  name: {
    en: 'Columbia Suicide Severity Rating Scale (C-SSRS) screener',
    es: 'Escala Columbia para Evaluar la Seriedad de la Ideación Suicida (C-SSRS), versión de detección',
  },
  instructions: {
    en: 'Please answer yes or no. Questions 1 to 5 are about the past month; question 6 is about your whole life.',
    es: 'Por favor, responda sí o no. Las preguntas 1 a 5 se refieren al último mes; la pregunta 6, a toda su vida.',
  },
  items,
  scales: [
    {
      id: 'risk',
      loinc: '93374-7',
      items: items.map((item) => item.id),
      aggregate: 'max',
      missing: { kind: 'noTotal' },
      bands: [
        { min: 0, max: 0, code: 'noRisk' },
        { min: 1, max: 1, code: 'lowRisk' },
        { min: 2, max: 2, code: 'moderateRisk' },
        { min: 3, max: 3, code: 'highRisk' },
      ],
      cutOffs: [{ min: 1 }],
    },
  ],
  bandLabels: {
    noRisk: { en: 'No risk identified', es: 'Sin riesgo identificado' },
    lowRisk: { en: 'Low risk', es: 'Riesgo bajo' },
    moderateRisk: { en: 'Moderate risk', es: 'Riesgo moderado' },
    highRisk: { en: 'High risk', es: 'Riesgo alto' },
  },
  alerts: items.map((item) => ({ code: 'cssrsPositive', item: item.id, min: 1 })),
  licence:
    'Columbia-Suicide Severity Rating Scale (C-SSRS), Screen Version – Recent. © 2008 The Research Foundation for Mental Hygiene, Inc. Posner, K. et al. (2011), American Journal of Psychiatry, 168, 1266–1277. Free to use in clinical, community and public-health settings (The Columbia Lighthouse Project).',
};
