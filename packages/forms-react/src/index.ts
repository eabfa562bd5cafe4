import './forms.css';

export { registerAllFields } from './fields/registerAllFields';
export { registerBasicFields } from './fields/registerBasicFields';
export {
  defineFormTexts,
  type FormLanguage,
  FormLanguageProvider,
  useFormLanguage,
} from './i18n/formLanguage';
export { type DisplayMode, isEditableIn } from './render/displayMode';
export { FieldView } from './render/FieldView';
export {
  type FieldRenderer,
  type FieldRendererProps,
  fieldRendererFor,
  registerFieldRenderer,
} from './render/fieldRenderers';
export { RowView } from './render/RowView';
export type { AutofillProvider } from './services/autofillProvider';
export type { ClinicalDataClient } from './services/clinicalDataClient';
export { type FormServices, FormServicesProvider, useFormServices } from './services/formServices';
export type { FormUser } from './services/formUser';
export type { SavedResponsesClient } from './services/savedResponses';
export { FormStoreProvider, useFormStore } from './store/FormStoreContext';
export { createFormStore, type FormStore, type FormStoreOptions } from './store/formStore';
export {
  useFieldComputed,
  useFieldErrors,
  useFieldHidden,
  useFieldValue,
  useSetFieldValue,
} from './store/useField';
export { FormViewer, type FormViewerLabels, type FormViewerProps } from './viewer/FormViewer';
