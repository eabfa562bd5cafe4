import { defineFormTexts } from '../../../i18n/formLanguage';

/** DoseSpot's own texts; its column headers are forms-core's (doseSpotColumnTexts). */
export const useDoseSpotTexts = defineFormTexts({
  en: {
    defaultLabel: 'Dose Spot Active Medications',
    reload: 'Reload Active Medications',
    noMedications: 'No active medications',
  },
  es: {
    defaultLabel: 'Medicamentos activos de DoseSpot',
    reload: 'Recargar medicamentos activos',
    noMedications: 'No hay medicamentos activos',
  },
});
