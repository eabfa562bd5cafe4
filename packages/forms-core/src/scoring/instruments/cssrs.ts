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

/** The screener's time frame: the one thing its versions word and triage differently. */
interface TimeFrame {
  id: string;
  name: Bilingual;
  instructions: Bilingual;
  /** The opening of the ideation questions 1–5 ("In the past month"). */
  ideation: Bilingual;
  /** Question 6 on suicidal behaviour, its triage level, and the follow-up asking how recent it was. */
  behaviour: { text: Bilingual; yesLevel: number; recent?: InstrumentItem };
  /** The version's name in the publisher's notice. */
  version: string;
}

const behaviourExamples: Bilingual = {
  en: '(For example: collected pills, obtained a gun, gave away valuables, wrote a will or suicide note, took out pills but didn’t swallow any, held a gun but changed your mind or it was grabbed from your hand, went to the roof but didn’t jump; or actually took pills, tried to shoot yourself, cut yourself, tried to hang yourself.)',
  es: '(Por ejemplo: juntar pastillas, conseguir un arma, regalar cosas de valor, escribir un testamento o una carta de suicidio, sacar pastillas del frasco sin tragarlas, tomar un arma y cambiar de opinión o que alguien se la quitara de las manos, subir a un techo sin saltar; o realmente tomar pastillas, intentar dispararse, cortarse o intentar ahorcarse.)',
};

/** Questions 1–5 as asked within the time frame. */
const ideation = (frame: Bilingual, en: string, es: string): Bilingual => ({
  en: `${frame.en}, ${en}`,
  es: `${frame.es}, ¿${es}`,
});

/**
 * A Columbia-Suicide Severity Rating Scale screener (Posner et al. 2011; Columbia Lighthouse
 * Project) for one time frame. Questions 3–5 are asked only after a "yes" to question 2; hidden
 * questions are not asked, not missing. The risk is the highest triage level of a "yes": 1–2 low,
 * 3 moderate, 4–5 high, behaviour (6) as the time frame says. Any "yes" is a positive screen and
 * raises an alert; an asked question left unanswered leaves no risk level (the form requires
 * questions 1, 2 and 6; the others are required by the screener but hide, so cannot be).
 */
function cssrsScreener(frame: TimeFrame): Instrument {
  const { ideation: opening, behaviour } = frame;
  const items: InstrumentItem[] = [
    question(
      'cssrs_1',
      '93246-7',
      ideation(
        opening,
        'have you wished you were dead or wished you could go to sleep and not wake up?',
        'ha deseado estar muerto(a) o poder dormirse y no despertar?',
      ),
      1,
      { required: true },
    ),
    question(
      'cssrs_2',
      '93247-5',
      ideation(
        opening,
        'have you actually had any thoughts of killing yourself?',
        'ha tenido realmente la idea de suicidarse?',
      ),
      1,
      { required: true },
    ),
    question(
      'cssrs_3',
      '93248-3',
      ideation(
        opening,
        'have you been thinking about how you might do this?',
        'ha pensado en cómo llevaría esto a cabo?',
      ),
      2,
      { askedWhen: afterThoughtsOfSuicide },
    ),
    question(
      'cssrs_4',
      '93249-1',
      ideation(
        opening,
        'have you had these thoughts and had some intention of acting on them?',
        'ha tenido estas ideas y en cierto grado la intención de llevarlas a cabo?',
      ),
      3,
      { askedWhen: afterThoughtsOfSuicide },
    ),
    question(
      'cssrs_5',
      '93250-9',
      ideation(
        opening,
        'have you started to work out or worked out the details of how to kill yourself? Do you intend to carry out this plan?',
        'ha comenzado a elaborar o ha elaborado los detalles sobre cómo suicidarse? ¿Tenía intenciones de llevar a cabo este plan?',
      ),
      3,
      { askedWhen: afterThoughtsOfSuicide },
    ),
    question(
      'cssrs_6',
      '93267-3',
      {
        en: `${behaviour.text.en} ${behaviourExamples.en}`,
        es: `${behaviour.text.es} ${behaviourExamples.es}`,
      },
      behaviour.yesLevel,
      { required: true },
    ),
    ...(behaviour.recent ? [behaviour.recent] : []),
  ];
  return {
    id: frame.id,
    version: '1',
    name: frame.name,
    instructions: frame.instructions,
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
    licence: `Columbia-Suicide Severity Rating Scale (C-SSRS), ${frame.version}. © 2008 The Research Foundation for Mental Hygiene, Inc. Posner, K. et al. (2011), American Journal of Psychiatry, 168, 1266–1277. Free to use in clinical, community and public-health settings (The Columbia Lighthouse Project).`,
  };
}

/**
 * Screen Version – Recent: ideation in the past month (questions 1–5), suicidal behaviour ever and
 * in the past 3 months (question 6, then "within the past 3 months?" after a "yes"): behaviour over
 * 3 months ago is moderate risk, within 3 months high.
 */
export const cssrs: Instrument = cssrsScreener({
  id: 'cssrs',
  version: 'Screen Version – Recent',
  name: {
    en: 'Columbia Suicide Severity Rating Scale (C-SSRS) screener',
    es: 'Escala Columbia para Evaluar la Seriedad de la Ideación Suicida (C-SSRS), versión de detección',
  },
  instructions: {
    en: 'Please answer yes or no. Questions 1 to 5 are about the past month; question 6 is about your whole life.',
    es: 'Por favor, responda sí o no. Las preguntas 1 a 5 se refieren al último mes; la pregunta 6, a toda su vida.',
  },
  ideation: { en: 'In the past month', es: 'En el último mes' },
  behaviour: {
    text: {
      en: 'Have you ever done anything, started to do anything, or prepared to do anything to end your life?',
      es: '¿Alguna vez ha hecho algo usted, comenzado a hacer algo o se ha preparado para hacer algo para terminar su vida?',
    },
    yesLevel: 2,
    recent: question(
      'cssrs_6_recent',
      '93269-9',
      { en: 'Was this within the past 3 months?', es: '¿Fue esto en los últimos 3 meses?' },
      3,
      { number: '6a', askedWhen: { item: 'cssrs_6', answer: 'LA33-6' } },
    ),
  },
});

/**
 * Screen Version – Since Last Visit, for patients screened at every visit: every question is
 * about the time since the last visit, so question 6 needs no "how recent?" follow-up and its "yes"
 * is behaviour since the last visit, high risk as recent behaviour is in the past-month version.
 */
export const cssrsSinceLastVisit: Instrument = cssrsScreener({
  id: 'cssrsSinceLastVisit',
  version: 'Screen Version – Since Last Visit',
  name: {
    en: 'Columbia Suicide Severity Rating Scale (C-SSRS) — Screener (Since Last Visit)',
    es: 'Escala Columbia para Evaluar la Seriedad de la Ideación Suicida (C-SSRS) — Detección (desde la última visita)',
  },
  instructions: {
    en: 'Please answer yes or no. Every question is about the time since your last visit.',
    es: 'Por favor, responda sí o no. Todas las preguntas se refieren al tiempo transcurrido desde su última visita.',
  },
  ideation: { en: 'Since your last visit', es: 'Desde su última visita' },
  behaviour: {
    text: {
      en: 'Since your last visit, have you done anything, started to do anything, or prepared to do anything to end your life?',
      es: 'Desde su última visita, ¿ha hecho algo, comenzado a hacer algo o se ha preparado para hacer algo para terminar su vida?',
    },
    yesLevel: 3,
  },
});
