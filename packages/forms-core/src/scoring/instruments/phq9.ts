import { frequencyOptions } from './frequencyOptions';
import type { Instrument } from './instrumentModel';
import { severityLabels } from './severityLabels';

const options = frequencyOptions('Ningún día');

/** PHQ-9 items 1 and 2 are PHQ-2: one definition serves both. */
export const phqItems = [
  {
    id: 'phq_1',
    loinc: '44250-9',
    text: { en: 'Little interest or pleasure in doing things', es: 'Poco interés o placer en hacer cosas' },
    options,
  },
  {
    id: 'phq_2',
    loinc: '44255-8',
    text: {
      en: 'Feeling down, depressed, or hopeless',
      es: 'Se ha sentido decaído(a), deprimido(a) o sin esperanzas',
    },
    options,
  },
  {
    id: 'phq_3',
    loinc: '44259-0',
    text: {
      en: 'Trouble falling or staying asleep, or sleeping too much',
      es: 'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado',
    },
    options,
  },
  {
    id: 'phq_4',
    loinc: '44254-1',
    text: { en: 'Feeling tired or having little energy', es: 'Se ha sentido cansado(a) o con poca energía' },
    options,
  },
  {
    id: 'phq_5',
    loinc: '44251-7',
    text: { en: 'Poor appetite or overeating', es: 'Sin apetito o ha comido en exceso' },
    options,
  },
  {
    id: 'phq_6',
    loinc: '44258-2',
    text: {
      en: 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      es: 'Se ha sentido mal con usted mismo(a) — o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
    },
    options,
  },
  {
    id: 'phq_7',
    loinc: '44252-5',
    text: {
      en: 'Trouble concentrating on things, such as reading the newspaper or watching television',
      es: 'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
    },
    options,
  },
  {
    id: 'phq_8',
    loinc: '44253-3',
    text: {
      en: 'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      es: '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario — muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal',
    },
    options,
  },
  {
    id: 'phq_9',
    loinc: '44260-8',
    text: {
      en: 'Thoughts that you would be better off dead or of hurting yourself in some way',
      es: 'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
    },
    options,
  },
] as const;

export const phqInstructions = {
  en: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  es: 'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?',
};

export const phqLicence =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

/**
 * PHQ-9 (Kroenke, Spitzer & Williams 2001). Total 0–27 over items 1–9; item 10 (difficulty) is
 * asked but not scored. Missing answers: up to 2 prorated (mean × 9, rounded), as the PHQ
 * scoring guidance and most trials do; more leave no total. Item 9 above 0 raises an alert.
 */
export const phq9: Instrument = {
  id: 'phq9',
  version: '1',
  name: { en: 'PHQ-9 depression questionnaire', es: 'Cuestionario de depresión PHQ-9' },
  loinc: '44249-1',
  instructions: phqInstructions,
  items: [
    ...phqItems,
    {
      id: 'phq_difficulty',
      loinc: '69722-7',
      text: {
        en: 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
        es: 'Si marcó cualquiera de los problemas, ¿qué tanta dificultad le han dado estos problemas para hacer su trabajo, encargarse de las tareas del hogar, o llevarse bien con otras personas?',
      },
      options: [
        { value: 'LA6572-7', label: { en: 'Not difficult at all', es: 'No ha sido difícil' }, weight: 0 },
        { value: 'LA6573-5', label: { en: 'Somewhat difficult', es: 'Un poco difícil' }, weight: 1 },
        { value: 'LA6574-3', label: { en: 'Very difficult', es: 'Muy difícil' }, weight: 2 },
        { value: 'LA6575-0', label: { en: 'Extremely difficult', es: 'Extremadamente difícil' }, weight: 3 },
      ],
      unscored: true,
    },
  ],
  scales: [
    {
      id: 'total',
      loinc: '44261-6',
      items: phqItems.map((item) => item.id),
      missing: { kind: 'prorate', maxMissing: 2 },
      bands: [
        { min: 0, max: 4, code: 'minimal' },
        { min: 5, max: 9, code: 'mild' },
        { min: 10, max: 14, code: 'moderate' },
        { min: 15, max: 19, code: 'moderatelySevere' },
        { min: 20, max: 27, code: 'severe' },
      ],
    },
  ],
  bandLabels: severityLabels,
  alerts: [{ code: 'phq9SelfHarm', item: 'phq_9', min: 1 }],
  remissionBelow: 5,
  licence: phqLicence,
};
