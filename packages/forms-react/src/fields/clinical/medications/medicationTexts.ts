import { defineFormTexts } from '../../../i18n/formLanguage';

/**
 * The medication lists' own texts (administrations and active orders); their column headers and
 * the stored codes' names are forms-core's (marColumnTexts, activeMedicationTexts, medicationTermTexts).
 */
export const useMedicationTexts = defineFormTexts({
  en: {
    patientMedicationsLabel: 'Patient Medications',
    activeMedicationsLabel: 'Active Medications',
    reloadAdministrations: 'Reload Medications',
    reloadOrders: 'Reload Active Medications',
    noAdministrations: 'No medications recorded',
    noOrders: 'No active medications',
    signatureOf: 'Signature of {name}',
    deleteRow: 'Delete {name}',
  },
  es: {
    patientMedicationsLabel: 'Medicamentos del paciente',
    activeMedicationsLabel: 'Medicamentos activos',
    reloadAdministrations: 'Recargar medicamentos',
    reloadOrders: 'Recargar medicamentos activos',
    noAdministrations: 'No hay medicamentos registrados',
    noOrders: 'No hay medicamentos activos',
    signatureOf: 'Firma de {name}',
    deleteRow: 'Eliminar {name}',
  },
});
