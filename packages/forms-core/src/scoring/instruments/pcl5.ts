import type { Bilingual, Instrument, InstrumentItem, InstrumentOption } from './instrumentModel';

/** The PCL-5's five answers, 0–4; our own stable codes (no LOINC answer list confirmed). */
const options: InstrumentOption[] = [
  { value: 'notAtAll', label: { en: 'Not at all', es: 'Nada' }, weight: 0 },
  { value: 'aLittleBit', label: { en: 'A little bit', es: 'Un poco' }, weight: 1 },
  { value: 'moderately', label: { en: 'Moderately', es: 'Moderadamente' }, weight: 2 },
  { value: 'quiteABit', label: { en: 'Quite a bit', es: 'Bastante' }, weight: 3 },
  { value: 'extremely', label: { en: 'Extremely', es: 'Extremadamente' }, weight: 4 },
];

/** The published items, in order; the Spanish of items 7–20 is the Spanish adaptation's (Sanz et al. 2016). */
const texts: readonly Bilingual[] = [
  {
    en: 'Repeated, disturbing, and unwanted memories of the stressful experience?',
    es: 'Recuerdos repetidos, perturbadores y no deseados de la experiencia estresante?',
  },
  {
    en: 'Repeated, disturbing dreams of the stressful experience?',
    es: 'Sueños repetidos y perturbadores sobre la experiencia estresante?',
  },
  {
    en: 'Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)?',
    es: 'De repente, sentir o actuar como si la experiencia estresante estuviera ocurriendo de nuevo (como si usted estuviera allí reviviéndola)?',
  },
  {
    en: 'Feeling very upset when something reminded you of the stressful experience?',
    es: 'Sentirse muy alterado cuando algo le recordaba la experiencia estresante?',
  },
  {
    en: 'Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)?',
    es: 'Tener fuertes reacciones físicas cuando algo le recordaba la experiencia estresante (por ejemplo, latidos fuertes del corazón, dificultad para respirar, sudoración)?',
  },
  {
    en: 'Avoiding memories, thoughts, or feelings related to the stressful experience?',
    es: 'Evitar recuerdos, pensamientos o sentimientos relacionados con la experiencia estresante?',
  },
  {
    en: 'Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)?',
    es: 'Evitar recordatorios externos de la experiencia estresante (por ejemplo, personas, lugares, conversaciones, actividades, objetos o situaciones que le recordasen la experiencia estresante)?',
  },
  {
    en: 'Trouble remembering important parts of the stressful experience?',
    es: 'Tener problemas para recordar partes importantes de la experiencia estresante?',
  },
  {
    en: 'Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)?',
    es: 'Tener firmes creencias negativas sobre usted mismo, los demás o el mundo (por ejemplo, tener pensamientos como: “estoy mal”, “algo muy grave me pasa”, “no se puede confiar en nadie”, “el mundo es muy peligroso”)?',
  },
  {
    en: 'Blaming yourself or someone else for the stressful experience or what happened after it?',
    es: 'Culparse o culpar a alguien por la experiencia estresante o por lo que sucedió después de ella?',
  },
  {
    en: 'Having strong negative feelings such as fear, horror, anger, guilt, or shame?',
    es: 'Tener fuertes sentimientos negativos como miedo, horror, ira, culpa o vergüenza?',
  },
  {
    en: 'Loss of interest in activities that you used to enjoy?',
    es: 'Perder el interés en las actividades con las que solía disfrutar?',
  },
  {
    en: 'Feeling distant or cut off from other people?',
    es: 'Sentirse distante o alejado de los demás?',
  },
  {
    en: 'Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)?',
    es: 'Tener problemas para experimentar sentimientos positivos (por ejemplo, ser incapaz de sentir felicidad o de tener sentimientos de amor hacia las personas cercanas a usted)?',
  },
  {
    en: 'Irritable behavior, angry outbursts, or acting aggressively?',
    es: 'Tener un comportamiento irritable o arrebatos de ira, o actuar agresivamente?',
  },
  {
    en: 'Taking too many risks or doing things that could cause you harm?',
    es: 'Correr demasiados riesgos o hacer cosas que podían causarle daño?',
  },
  {
    en: 'Being “superalert” or watchful or on guard?',
    es: 'Sentirse “superalerta”, mantenerse vigilante o estar en guardia?',
  },
  { en: 'Feeling jumpy or easily startled?', es: 'Asustarse o sobresaltarse con facilidad?' },
  { en: 'Having difficulty concentrating?', es: 'Tener dificultades para concentrarse?' },
  {
    en: 'Trouble falling or staying asleep?',
    es: 'Tener problemas para quedarse dormido o para permanecer dormido?',
  },
];

const items: InstrumentItem[] = texts.map((text, index) => ({ id: `pcl5_${index + 1}`, text, options }));

/** Items `from` to `to` (1-based, both included): a DSM-5 symptom cluster. */
const cluster = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `pcl5_${from + index}`);

const noTotal = { kind: 'noTotal' } as const;

/**
 * PTSD Checklist for DSM-5 (Weathers et al. 2013; National Center for PTSD): 20 items over the
 * past month, 0–4 each, total 0–80, and the severity of each DSM-5 cluster: B intrusion (1–5),
 * C avoidance (6–7), D negative cognitions and mood (8–14), E arousal and reactivity (15–20).
 * Positive (probable PTSD) at 33 or more, the top of the 31–33 range the National Center for PTSD
 * gives. The publisher defines no severity bands and no prorating: an unanswered item leaves no
 * total, and no score for its cluster. Its DSM-5 rule for a provisional diagnosis: an item rated
 * 2 ("Moderately") or more is a symptom endorsed, and at least 1 B, 1 C, 2 D and 2 E are needed;
 * as for the total, an unanswered item of a cluster leaves no result. Version 2 adds that rule.
 */
export const pcl5: Instrument = {
  id: 'pcl5',
  version: '2',
  name: { en: 'PTSD Checklist for DSM-5 (PCL-5)', es: 'Lista de verificación de TEPT para el DSM-5 (PCL-5)' },
  loinc: '101697-1',
  instructions: {
    en: 'Below is a list of problems that people sometimes have in response to a very stressful experience. Please read each problem carefully and then choose one of the answers to indicate how much you have been bothered by that problem in the past month. In the past month, how much were you bothered by:',
    es: 'A continuación hay una lista de problemas que las personas a veces tienen como respuesta a una experiencia muy estresante. Por favor, lea cada problema con atención y elija una de las respuestas para indicar cuánto le ha molestado ese problema en el último mes. En el último mes, ¿cuánto le ha molestado…',
  },
  items,
  scales: [
    {
      id: 'total',
      loinc: '101698-9',
      items: cluster(1, 20),
      missing: noTotal,
      cutOffs: [{ min: 33 }],
    },
    {
      id: 'clusterB',
      name: { en: 'Intrusion (B)', es: 'Intrusión (B)' },
      items: cluster(1, 5),
      missing: noTotal,
    },
    {
      id: 'clusterC',
      name: { en: 'Avoidance (C)', es: 'Evitación (C)' },
      items: cluster(6, 7),
      missing: noTotal,
    },
    {
      id: 'clusterD',
      name: {
        en: 'Negative alterations in cognition and mood (D)',
        es: 'Alteraciones negativas cognitivas y del estado de ánimo (D)',
      },
      items: cluster(8, 14),
      missing: noTotal,
    },
    {
      id: 'clusterE',
      name: {
        en: 'Alterations in arousal and reactivity (E)',
        es: 'Alteraciones de la alerta y la reactividad (E)',
      },
      items: cluster(15, 20),
      missing: noTotal,
    },
  ],
  symptomCounts: [
    {
      id: 'provisionalPtsd',
      name: {
        en: 'Provisional PTSD diagnosis (DSM-5 symptom count)',
        es: 'Diagnóstico provisional de TEPT (recuento de síntomas del DSM-5)',
      },
      itemMin: 2,
      criteria: [
        { scale: 'clusterB', min: 1 },
        { scale: 'clusterC', min: 1 },
        { scale: 'clusterD', min: 2 },
        { scale: 'clusterE', min: 2 },
      ],
    },
  ],
  bandLabels: {},
  licence:
    'PTSD Checklist for DSM-5 (PCL-5): Weathers, F.W., Litz, B.T., Keane, T.M., Palmieri, P.A., Marx, B.P., & Schnurr, P.P. (2013). National Center for PTSD, US Department of Veterans Affairs; available free of charge from the National Center for PTSD.',
};
