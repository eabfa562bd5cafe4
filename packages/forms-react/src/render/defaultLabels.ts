import { defineFormTexts } from '../i18n/formLanguage';

/**
 * The catalogue's default labels (forms-core). A label still equal to its English default is
 * shown in the form's language; a label the author wrote is shown as written.
 */
export const useDefaultLabels = defineFormTexts({
  en: {
    'Patient Vitals': 'Patient Vitals',
    'Patient Allergies': 'Patient Allergies',
    'Patient Medications': 'Patient Medications',
    'Active Medications': 'Active Medications',
    'Dose Spot Active Medications': 'Dose Spot Active Medications',
  },
  es: {
    'Patient Vitals': 'Signos vitales del paciente',
    'Patient Allergies': 'Alergias del paciente',
    'Patient Medications': 'Medicamentos del paciente',
    'Active Medications': 'Medicamentos activos',
    'Dose Spot Active Medications': 'Medicamentos activos de DoseSpot',
  },
});

export function shownLabel(label: string, defaults: Readonly<Record<string, string>>): string {
  return Object.hasOwn(defaults, label) ? (defaults[label] as string) : label;
}
