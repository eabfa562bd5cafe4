import { defineFormTexts } from '../../i18n/formLanguage';
import { clinicalIntegrationMessages } from '../../services/clinicalDataClient';

/** The texts every clinical component shares; the integration messages are the spec's, verbatim. */
export const clinicalTextsEn = {
  loading: 'Loading…',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  actions: 'Actions',
  confirmDeleteItem: 'Are you sure you want to delete this item?',
  searchMinLength: 'Type at least 3 characters to search',
  searching: 'Searching…',
  noMatchingOptions: 'Sorry, no matching options',
  noContext: 'Open this form for a patient to load their records.',
  ...clinicalIntegrationMessages,
};

export const useClinicalTexts = defineFormTexts({
  en: clinicalTextsEn,
  es: {
    loading: 'Cargando…',
    cancel: 'Cancelar',
    save: 'Guardar',
    delete: 'Eliminar',
    actions: 'Acciones',
    confirmDeleteItem: '¿Está seguro de que desea eliminar este elemento?',
    searchMinLength: 'Escriba al menos 3 caracteres para buscar',
    searching: 'Buscando…',
    noMatchingOptions: 'Lo sentimos, no hay opciones que coincidan',
    unexpectedError: 'Error inesperado. Espere unos minutos y vuelva a intentarlo.',
    noContext: 'Abra este formulario para un paciente para cargar sus registros.',
    doseSpotDisabled:
      'Su organización no tiene DoseSpot habilitado. Póngase en contacto con su administrador para obtener acceso.',
    currentUserWithoutAccess:
      'Su cuenta no tiene acceso a DoseSpot. Póngase en contacto con su administrador para obtener acceso.',
    doseSpotPatientNotSynchronized:
      'Este paciente no se ha sincronizado con DoseSpot. Sincronice al paciente antes de usar este componente.',
    emarDisabled:
      'Su organización no tiene Emar habilitado. Póngase en contacto con su administrador para obtener acceso.',
    emarPatientNotSynchronized:
      'Este paciente no se ha sincronizado con Emar. Sincronice al paciente antes de usar este componente.',
  },
});

export type ClinicalTexts = ReturnType<typeof useClinicalTexts>;
