import { defineFormTexts } from '../../../i18n/formLanguage';

export const useAllergyTexts = defineFormTexts({
  en: {
    defaultLabel: 'Patient Allergies',
    reload: 'Reload Allergies',
    allergyType: 'Allergy Type',
    allergen: 'Allergen',
    reaction: 'Reaction',
    severity: 'Severity',
    noAllergies: 'No known allergies recorded',
  },
  es: {
    defaultLabel: 'Alergias del paciente',
    reload: 'Recargar alergias',
    allergyType: 'Tipo de alergia',
    allergen: 'Alérgeno',
    reaction: 'Reacción',
    severity: 'Gravedad',
    noAllergies: 'No hay alergias registradas',
  },
});
