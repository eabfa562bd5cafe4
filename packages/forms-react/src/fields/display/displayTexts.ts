import { defineFormTexts } from '../../i18n/formLanguage';

/** Texts of the display components and the shared dialogs, in English and Spanish. */
export const useDisplayTexts = defineFormTexts({
  en: {
    exampleText: 'Example text',
    pageBreak: 'Page break',
    close: 'Close',
    cancel: 'Cancel',
    delete: 'Delete',
    confirmTitle: 'Please confirm',
    sectionHeader: 'Section header',
    htmlPreview: 'HTML content',
    tablePreview: 'Table (columns and items are computed when the form is filled)',
  },
  es: {
    exampleText: 'Texto de ejemplo',
    pageBreak: 'Salto de página',
    close: 'Cerrar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    confirmTitle: 'Confirme, por favor',
    sectionHeader: 'Encabezado de sección',
    htmlPreview: 'Contenido HTML',
    tablePreview: 'Tabla (las columnas y los elementos se calculan al llenar el formulario)',
  },
});
