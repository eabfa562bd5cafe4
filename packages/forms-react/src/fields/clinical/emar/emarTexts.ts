import { defineFormTexts } from '../../../i18n/formLanguage';

/** The eMAR lists' own texts; their column headers are forms-core's (emarColumnTexts). */
export const useEmarTexts = defineFormTexts({
  en: {
    eventsLabel: 'eMAR Scheduled Treatment Events',
    vitalsLabel: 'eMAR Patient Vitals',
    dispenseLabel: 'eMAR Patient Dispense Report',
    reloadEvents: 'Reload Scheduled Treatment Events',
    reloadVitals: 'Reload Vitals',
    reloadDispense: 'Reload Dispense Report',
    noEvents: 'No scheduled treatment events',
    noVitals: 'No vitals',
    noDispense: 'No dispense records',
  },
  es: {
    eventsLabel: 'Eventos de tratamiento programados (eMAR)',
    vitalsLabel: 'Signos vitales del paciente (eMAR)',
    dispenseLabel: 'Informe de dispensación del paciente (eMAR)',
    reloadEvents: 'Recargar eventos de tratamiento programados',
    reloadVitals: 'Recargar signos vitales',
    reloadDispense: 'Recargar informe de dispensación',
    noEvents: 'No hay eventos de tratamiento programados',
    noVitals: 'No hay signos vitales',
    noDispense: 'No hay registros de dispensación',
  },
});

export type EmarTexts = ReturnType<typeof useEmarTexts>;
