import { defineFormTexts } from '../../../i18n/formLanguage';

export const useVitalTexts = defineFormTexts({
  en: {
    defaultLabel: 'Patient Vitals',
    picker: 'Vital record',
    all: 'All',
    date: 'Date',
    creator: 'Creator',
    vitals: 'Vitals',
    noVitals: 'No vitals recorded',
    recordOption: '{date} by {creator}',
  },
  es: {
    defaultLabel: 'Signos vitales del paciente',
    picker: 'Registro de signos vitales',
    all: 'Todos',
    date: 'Fecha',
    creator: 'Autor',
    vitals: 'Signos vitales',
    noVitals: 'No hay signos vitales registrados',
    recordOption: '{date} por {creator}',
  },
});
