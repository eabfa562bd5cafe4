import { defineFormTexts } from '../../../i18n/formLanguage';

/** Patient Allergies' own texts; its column headers are forms-core's (allergyColumnTexts). */
export const useAllergyTexts = defineFormTexts({
  en: {
    defaultLabel: 'Patient Allergies',
    reload: 'Reload Allergies',
    noAllergies: 'No known allergies recorded',
  },
  es: {
    defaultLabel: 'Alergias del paciente',
    reload: 'Recargar alergias',
    noAllergies: 'No hay alergias registradas',
  },
});
