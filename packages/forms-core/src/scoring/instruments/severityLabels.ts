import type { Bilingual } from './instrumentModel';

/** The severity bands PHQ-9 and GAD-7 share (GAD-7 has no "moderately severe"). */
export const severityLabels = {
  minimal: { en: 'Minimal', es: 'Mínima' },
  mild: { en: 'Mild', es: 'Leve' },
  moderate: { en: 'Moderate', es: 'Moderada' },
  moderatelySevere: { en: 'Moderately severe', es: 'Moderadamente grave' },
  severe: { en: 'Severe', es: 'Grave' },
} as const satisfies Record<string, Bilingual>;
