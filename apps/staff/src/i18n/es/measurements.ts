import type { Texts } from '../en';

export const esMeasurements: Texts['measurements'] = {
  title: 'Atención basada en mediciones',
  empty: 'Todavía no hay instrumentos puntuados: añada uno desde Formularios → Añadir de la biblioteca.',
  date: 'Fecha',
  total: 'Total',
  band: 'Rango',
  change: 'Cambio respecto al inicio',
  response: 'Respuesta (descenso ≥ 50 %)',
  remission: 'Remisión',
  baseline: 'Inicio',
  yes: 'Sí',
  no: 'No',
  met: 'Cumplido',
  notMet: 'No cumplido',
  notDefined: '--',
  dateCompleted: 'Fecha en que se completó',
};
