import type { InstrumentOption } from './instrumentModel';

/**
 * The answers of PHQ and GAD items over "the last 2 weeks" (LOINC answer list LL358-3), weighted
 * 0–3. The Spanish wording of the two instruments differs for "not at all".
 */
export function frequencyOptions(notAtAllEs: string): InstrumentOption[] {
  return [
    { value: 'LA6568-5', label: { en: 'Not at all', es: notAtAllEs }, weight: 0 },
    { value: 'LA6569-3', label: { en: 'Several days', es: 'Varios días' }, weight: 1 },
    {
      value: 'LA6570-1',
      label: { en: 'More than half the days', es: 'Más de la mitad de los días' },
      weight: 2,
    },
    { value: 'LA6571-9', label: { en: 'Nearly every day', es: 'Casi todos los días' }, weight: 3 },
  ];
}
