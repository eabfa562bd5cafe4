import { defineFormTexts } from '../../../i18n/formLanguage';

/** Patient Vitals' own texts; its column headers are forms-core's (vitalColumnTexts). */
export const useVitalTexts = defineFormTexts({
  en: {
    defaultLabel: 'Patient Vitals',
    picker: 'Vital record',
    all: 'All',
    noVitals: 'No vitals recorded',
    recordOption: '{date} by {creator}',
  },
  es: {
    defaultLabel: 'Signos vitales del paciente',
    picker: 'Registro de signos vitales',
    all: 'Todos',
    noVitals: 'No hay signos vitales registrados',
    recordOption: '{date} por {creator}',
  },
});
