import { gadInstructions, gadItems } from './gad7';
import type { Instrument } from './instrumentModel';
import { phqLicence } from './phq9';

/** GAD-2 (Kroenke et al. 2007): GAD-7 items 1–2, total 0–6, positive at 3 or more; no total with an item unanswered. */
export const gad2: Instrument = {
  id: 'gad2',
  version: '1',
  name: { en: 'GAD-2 anxiety screen', es: 'Detección de ansiedad GAD-2' },
  instructions: gadInstructions,
  items: gadItems.slice(0, 2),
  scales: [{ id: 'total', items: ['gad_1', 'gad_2'], missing: { kind: 'noTotal' }, cutOffs: [{ min: 3 }] }],
  bandLabels: {},
  licence: phqLicence,
};
