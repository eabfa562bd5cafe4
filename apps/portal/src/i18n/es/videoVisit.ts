import type { PageTexts } from '../texts';

export const esVideoVisit: PageTexts['videoVisit'] = {
  join: 'Unirse a la visita por video',
  joinOf: 'Unirse a la visita por video del {{date}} (se abre en una pestaña nueva)',
};
