import { frequencyOptions } from './frequencyOptions';
import type { Instrument } from './instrumentModel';
import { phqLicence } from './phq9';
import { severityLabels } from './severityLabels';

const options = frequencyOptions('Nunca');

/** GAD-7 items 1 and 2 are GAD-2: one definition serves both. */
export const gadItems = [
  {
    id: 'gad_1',
    loinc: '69725-0',
    text: {
      en: 'Feeling nervous, anxious, or on edge',
      es: 'Se ha sentido nervioso(a), ansioso(a) o con los nervios de punta',
    },
    options,
  },
  {
    id: 'gad_2',
    loinc: '68509-9',
    text: {
      en: 'Not being able to stop or control worrying',
      es: 'No ha sido capaz de parar o controlar su preocupación',
    },
    options,
  },
  {
    id: 'gad_3',
    loinc: '69733-4',
    text: {
      en: 'Worrying too much about different things',
      es: 'Se ha preocupado demasiado por motivos diferentes',
    },
    options,
  },
  {
    id: 'gad_4',
    loinc: '69734-2',
    text: { en: 'Trouble relaxing', es: 'Ha tenido dificultad para relajarse' },
    options,
  },
  {
    id: 'gad_5',
    loinc: '69735-9',
    text: {
      en: 'Being so restless that it is hard to sit still',
      es: 'Se ha sentido tan inquieto(a) que no ha podido quedarse quieto(a)',
    },
    options,
  },
  {
    id: 'gad_6',
    loinc: '69689-8',
    text: { en: 'Becoming easily annoyed or irritable', es: 'Se ha molestado o irritado fácilmente' },
    options,
  },
  {
    id: 'gad_7',
    loinc: '69736-7',
    text: {
      en: 'Feeling afraid, as if something awful might happen',
      es: 'Ha tenido miedo de que algo terrible fuera a pasar',
    },
    options,
  },
] as const;

export const gadInstructions = {
  en: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  es: 'Durante las últimas 2 semanas, ¿con qué frecuencia le han molestado los siguientes problemas?',
};

/**
 * GAD-7 (Spitzer et al. 2006). Total 0–21, cut-points 5, 10 and 15 (mild, moderate, severe);
 * positive for further evaluation at 10. Missing answers: up to 2 prorated, as for the PHQ-9.
 */
export const gad7: Instrument = {
  id: 'gad7',
  version: '1',
  name: { en: 'GAD-7 anxiety questionnaire', es: 'Cuestionario de ansiedad GAD-7' },
  loinc: '69737-5',
  instructions: gadInstructions,
  items: gadItems,
  scales: [
    {
      id: 'total',
      loinc: '70274-6',
      items: gadItems.map((item) => item.id),
      missing: { kind: 'prorate', maxMissing: 2 },
      bands: [
        { min: 0, max: 4, code: 'minimal' },
        { min: 5, max: 9, code: 'mild' },
        { min: 10, max: 14, code: 'moderate' },
        { min: 15, max: 21, code: 'severe' },
      ],
      cutOffs: [{ min: 10 }],
    },
  ],
  bandLabels: {
    minimal: severityLabels.minimal,
    mild: severityLabels.mild,
    moderate: severityLabels.moderate,
    severe: severityLabels.severe,
  },
  remissionBelow: 5,
  licence: phqLicence,
};
