import type { CatalogueElType } from '@clinic/forms-core';
import { useFormLanguage } from '../i18n/formLanguage';

/**
 * Spanish names of the catalogue's component types, for the builder only. The catalogue
 * (forms-core) keeps its English labels: the stored wording and the English builder's.
 */
const spanishTypeNames: Record<CatalogueElType, string> = {
  Text: 'Texto',
  TextInput: 'Campo de texto',
  TextInputAiAutofill: 'Campo de texto (autocompletado con IA)',
  EmailInput: 'Correo electrónico',
  PhoneInput: 'Teléfono',
  NumberInput: 'Campo numérico',
  PasswordInput: 'Contraseña',
  Dropdown: 'Lista desplegable',
  DatePicker: 'Selector de fecha',
  TimePicker: 'Selector de hora',
  Textarea: 'Área de texto',
  SingleChoice: 'Opción única',
  MultipleChoice: 'Opción múltiple',
  Signature: 'Firma',
  Picture: 'Imagen',
  Datatable: 'Tabla de datos',
  Crud: 'Crud (lista de registros)',
  FrequencyDuration: 'Frecuencia y duración',
  Table: 'Tabla',
  FormHeader: 'Encabezado del formulario',
  SectionHeader: 'Encabezado de sección',
  Html: 'HTML',
  Checkbox: 'Casilla (sí/no)',
  DocumentPicker: 'Selector de documentos',
  PatientVitals: 'Constantes vitales del paciente',
  PatientDiagnosisCodes: 'Códigos de diagnóstico del paciente',
  PatientAllergies: 'Alergias del paciente',
  TreatmentPlanObjectives: 'Objetivos del plan de tratamiento',
  AssessmentQuestion: 'Pregunta de evaluación',
  PatientMedications: 'Medicación del paciente',
  ActiveMedications: 'Medicación activa',
  PageBreak: 'Salto de página',
  DoseSpotActiveMedications: 'Medicación activa de DoseSpot',
  EmarScheduledTreatmentEvents: 'eMAR: tratamientos programados',
  EmarPatientVitals: 'eMAR: constantes vitales del paciente',
  EmarPatientDispenseReport: 'eMAR: informe de dispensación del paciente',
};

/**
 * The Spanish of every English text the catalogue's property metadata holds (labels, help texts,
 * what an empty value means, the choices of select properties), keyed by the English: one
 * wording per English text, whichever property carries it. catalogueTexts.test.ts walks the
 * catalogue so a property added without its Spanish fails the build's tests.
 */
export const spanishCatalogueTexts: Readonly<Record<string, string>> = {
  // Labels
  Label: 'Etiqueta',
  Description: 'Descripción',
  Placeholder: 'Texto de ejemplo',
  Text: 'Texto',
  'Default value': 'Valor predeterminado',
  HTML: 'HTML',
  Required: 'Obligatorio',
  Hidden: 'Oculto',
  'Read only': 'Solo lectura',
  Style: 'Estilo',
  'Editable in e-form': 'Editable en el formulario electrónico',
  'Hide on view': 'Ocultar al consultar',
  'Hide on edit': 'Ocultar al cumplimentar',
  'On change (auto-population script)': 'Al cambiar (script de autocompletado)',
  'Dependent properties': 'Propiedades dependientes',
  'Reset store values': 'Restablecer valores guardados por scripts',
  'Exclude from paste content': 'Excluir del contenido pegado',
  'Exclude from load from last result': 'Excluir de la carga del último resultado',
  'Min length': 'Longitud mínima',
  'Max length': 'Longitud máxima',
  'Response options': 'Respuestas guardadas',
  'Document section': 'Sección del documento',
  'Min value': 'Valor mínimo',
  'Max value': 'Valor máximo',
  Unit: 'Unidad',
  'Alert when…': 'Alertar cuando…',
  Options: 'Opciones',
  Multiselect: 'Selección múltiple',
  'Max selected options': 'Máximo de opciones seleccionadas',
  'Include "Other"': 'Incluir «Otro»',
  'Picker background colour': 'Color de fondo de la lista',
  Rows: 'Filas',
  'Auto height': 'Altura automática',
  'Show inline': 'Mostrar en línea',
  Columns: 'Columnas',
  Signer: 'Firmante',
  'Date editable': 'Fecha editable',
  'Form layout': 'Diseño del formulario',
  'List item layout': 'Diseño de cada elemento de la lista',
  'List header content': 'Contenido del encabezado de la lista',
  'Add record label': 'Texto del botón para añadir un registro',
  'Remove record label': 'Texto del botón para quitar un registro',
  'Add empty record': 'Añadir un registro vacío',
  'List item style': 'Estilo de cada elemento de la lista',
  'Form style': 'Estilo del formulario',
  'Delete label style': 'Estilo del texto para eliminar',
  'Add label style': 'Estilo del texto para añadir',
  'Frequency options': 'Opciones de frecuencia',
  'Frequency period options': 'Opciones del periodo de frecuencia',
  'Duration options': 'Opciones de duración',
  Items: 'Elementos',
  'Must be ticked (acknowledgement)': 'Debe marcarse (conformidad)',
  Form: 'Formulario',
  'Show effective date': 'Mostrar la fecha de vigencia',
  'Exclude document statuses': 'Excluir estados de documento',
  Answers: 'Respuestas',
  'Medication type': 'Tipo de medicación',
  'Date filter': 'Filtro de fecha',
  // Help texts
  'The question or title the person filling in the form reads.':
    'La pregunta o el título que lee quien cumplimenta el formulario.',
  'A short explanation shown under the label.': 'Una breve explicación que aparece debajo de la etiqueta.',
  'Greyed text inside the empty box, as a hint.': 'Texto en gris dentro del campo vacío, a modo de ayuda.',
  'The form cannot be submitted until this is answered.':
    'El formulario no se puede enviar hasta que se responda.',
  'Never shown to the person filling in the form.': 'Nunca se muestra a quien cumplimenta el formulario.',
  'Shown, but the answer cannot be changed.': 'Se muestra, pero la respuesta no se puede cambiar.',
  'CSS declarations for this component, e.g. color: #c92a2a;':
    'Declaraciones CSS de este componente, p. ej., color: #c92a2a;',
  'Patients may answer it in the portal; otherwise they only see it.':
    'Los pacientes pueden responderlo en el portal; si no, solo lo ven.',
  'Left out when a filled-in document is read or printed.':
    'Se omite al consultar o imprimir un documento cumplimentado.',
  'Left out while the form is being filled in.': 'Se omite mientras se cumplimenta el formulario.',
  'A script run when the answer changes, to fill in other components.':
    'Un script que se ejecuta al cambiar la respuesta, para rellenar otros componentes.',
  'Properties recomputed when this answer changes.':
    'Propiedades que se recalculan al cambiar esta respuesta.',
  'Clears the values the scripts stored when this answer changes.':
    'Borra los valores guardados por los scripts al cambiar esta respuesta.',
  'Not filled in when content is pasted from another document.':
    'No se rellena al pegar contenido de otro documento.',
  "Not copied from the patient's previous document of this form.":
    'No se copia del documento anterior del paciente con este formulario.',
  'The answer already filled in when the form opens.': 'La respuesta que ya aparece al abrir el formulario.',
  'The fewest characters an answer may have.': 'El número mínimo de caracteres de una respuesta.',
  'The most characters an answer may have.': 'El número máximo de caracteres de una respuesta.',
  'Saved answers offered to pick from; users cannot delete them.':
    'Respuestas guardadas que se ofrecen para elegir; los usuarios no pueden eliminarlas.',
  'The number already filled in when the form opens.': 'El número que ya aparece al abrir el formulario.',
  'The smallest answer accepted.': 'La respuesta más pequeña que se acepta.',
  'The largest answer accepted.': 'La respuesta más grande que se acepta.',
  'Shown after the number, e.g. kg.': 'Se muestra después del número, p. ej., kg.',
  'Answers that raise an alert for the clinician.':
    'Respuestas que generan una alerta para el profesional clínico.',
  'The answers to choose from, one per line.': 'Las respuestas entre las que elegir, una por línea.',
  'More than one answer may be chosen.': 'Se puede elegir más de una respuesta.',
  'The most answers that may be chosen.': 'El número máximo de respuestas que se pueden elegir.',
  'Adds an "Other" answer with a box to type it in.':
    'Añade la respuesta «Otro» con un campo para escribirla.',
  'The height of the box, in lines.': 'La altura del campo, en líneas.',
  'The box grows with the text.': 'El campo crece con el texto.',
  'The choices side by side instead of one under another.':
    'Las opciones una al lado de otra en lugar de una debajo de otra.',
  'How many columns the choices are laid out in.': 'En cuántas columnas se distribuyen las opciones.',
  'The form cannot be submitted until this is ticked.':
    'El formulario no se puede enviar hasta que se marque.',
  'Each answer with the score it adds.': 'Cada respuesta con la puntuación que suma.',
  // What an empty value means
  'No default value': 'Sin valor predeterminado',
  'No maximum': 'Sin máximo',
  'No minimum': 'Sin mínimo',
  'No section': 'Sin sección',
  'No alert': 'Sin alerta',
  // Choices of select properties
  Patient: 'Paciente',
  General: 'General',
  User: 'Usuario',
  Both: 'Ambos',
  Scheduled: 'Programada',
  PRN: 'A demanda (PRN)',
  All: 'Todos',
  'Current day': 'Día actual',
  'Last 7 days': 'Últimos 7 días',
  'Last 30 days': 'Últimos 30 días',
  'Last 3 months': 'Últimos 3 meses',
};

// Looked up by any elType string: an unknown or aliased type keeps the catalogue's label.
const typeNames: Readonly<Record<string, string | undefined>> = spanishTypeNames;

/** A component type's name in the builder's language (the catalogue's English label otherwise). */
export function useComponentTypeName(): (entry: { elType: string; label: string }) => string {
  const spanish = useFormLanguage() === 'es';
  return (entry) => (spanish ? typeNames[entry.elType] : undefined) ?? entry.label;
}

/** A text of the catalogue's metadata (a property's label, help, empty text or choice) in the builder's language. */
export function useCatalogueText(): (english: string) => string {
  const spanish = useFormLanguage() === 'es';
  return (english) => (spanish ? spanishCatalogueTexts[english] : undefined) ?? english;
}
