import type { Instrument } from './instrumentModel';
import { phqInstructions, phqItems, phqLicence } from './phq9';

/** PHQ-2 (Kroenke et al. 2003): PHQ-9 items 1–2, total 0–6, positive at 3 or more; no total with an item unanswered. */
export const phq2: Instrument = {
  id: 'phq2',
  version: '1',
  name: { en: 'PHQ-2 depression screen', es: 'Detección de depresión PHQ-2' },
  loinc: '55757-9',
  instructions: phqInstructions,
  items: phqItems.slice(0, 2),
  scales: [
    {
      id: 'total',
      loinc: '55758-7',
      items: ['phq_1', 'phq_2'],
      missing: { kind: 'noTotal' },
      cutOffs: [{ min: 3 }],
    },
  ],
  bandLabels: {},
  licence: phqLicence,
};
