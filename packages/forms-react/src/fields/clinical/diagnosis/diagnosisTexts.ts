import { diagnosisColumnTexts } from '@clinic/forms-core';
import { defineFormTexts } from '../../../i18n/formLanguage';

/** The codes' texts; the column headers and categories are forms-core's, shared with the printout. */

export const useDiagnosisTexts = defineFormTexts({
  en: {
    defaultLabel: 'Patient Diagnosis Codes',
    reload: 'Reload Patient Codes',
    add: 'Add Diagnosis Code',
    dialogTitle: 'Add Diagnosis Code',
    ...diagnosisColumnTexts.en,
    icdCode: 'ICD Code',
    chooseStatus: 'Choose a status',
    noCodes: 'No diagnosis codes',
    hint: "Codes added in this form do not change the patient's profile.",
  },
  es: {
    defaultLabel: 'Códigos de diagnóstico del paciente',
    reload: 'Recargar códigos del paciente',
    add: 'Agregar código de diagnóstico',
    dialogTitle: 'Agregar código de diagnóstico',
    ...diagnosisColumnTexts.es,
    icdCode: 'Código CIE',
    chooseStatus: 'Elija un estado',
    noCodes: 'No hay códigos de diagnóstico',
    hint: 'Los códigos agregados en este formulario no cambian el perfil del paciente.',
  },
});
