import { defineFormTexts } from '../../../i18n/formLanguage';

export const useDoseSpotTexts = defineFormTexts({
  en: {
    defaultLabel: 'Dose Spot Active Medications',
    reload: 'Reload Active Medications',
    medication: 'Medication',
    sig: 'Sig',
    dispense: 'Dispense',
    effectiveDate: 'Effective Date',
    written: 'Written',
    substitutionAllowed: 'Substitution Allowed',
    daySupply: 'Day Supply',
    refills: 'Refills',
    noMedications: 'No active medications',
  },
  es: {
    defaultLabel: 'Medicamentos activos de DoseSpot',
    reload: 'Recargar medicamentos activos',
    medication: 'Medicamento',
    sig: 'Indicaciones',
    dispense: 'Dispensar',
    effectiveDate: 'Fecha de vigencia',
    written: 'Prescrito',
    substitutionAllowed: 'Sustitución permitida',
    daySupply: 'Días de suministro',
    refills: 'Resurtidos',
    noMedications: 'No hay medicamentos activos',
  },
});
