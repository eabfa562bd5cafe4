import { defineFormTexts } from '../../i18n/formLanguage';

/** The Edit Element panel's own fields (rows, columns, the element's JSON) and Form settings. */
export const usePanelTexts = defineFormTexts({
  en: {
    columns: 'Columns',
    idSuffix: 'Id suffix (shows the row on every page)',
    width: 'Width (of 12)',
    jsonOf: (id: string) => `JSON of ${id}`,
    openCodeEditor: 'Open code editor',
    mustBeKind: (kind: string) => `The JSON must be a ${kind} ("kind": "${kind}").`,
    notReplaced: 'The element could not be replaced.',
    formScript: 'Form script',
    scoreFunction: 'Score function',
    formStyle: 'Form style',
    openInCodeEditor: (field: string) => `Open ${field.toLowerCase()} in the code editor`,
    modalSize: 'Modal size',
    hideViewSeparationLines: 'Hide view separation lines',
    treatmentPlanObjectivesMap: 'Treatment plan objectives map',
    objectExpected: 'An object is expected.',
  },
  es: {
    columns: 'Columnas',
    idSuffix: 'Sufijo del id (muestra la fila en todas las páginas)',
    width: 'Ancho (de 12)',
    jsonOf: (id: string) => `JSON de ${id}`,
    openCodeEditor: 'Abrir el editor de código',
    mustBeKind: (kind: string) => `El JSON debe ser de tipo ${kind} ("kind": "${kind}").`,
    notReplaced: 'No se ha podido sustituir el elemento.',
    formScript: 'Script del formulario',
    scoreFunction: 'Función de puntuación',
    formStyle: 'Estilo del formulario',
    openInCodeEditor: (field: string) => `Abrir «${field}» en el editor de código`,
    modalSize: 'Tamaño de la ventana',
    hideViewSeparationLines: 'Ocultar las líneas de separación al consultar',
    treatmentPlanObjectivesMap: 'Correspondencia de objetivos del plan de tratamiento',
    objectExpected: 'Se esperaba un objeto.',
  },
});
export type PanelTexts = ReturnType<typeof usePanelTexts>;
