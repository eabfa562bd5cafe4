import './forms.css';

export { registerBasicFields } from './fields/registerBasicFields';
export { type DisplayMode, isEditableIn } from './render/displayMode';
export { FieldView } from './render/FieldView';
export {
  type FieldRenderer,
  type FieldRendererProps,
  fieldRendererFor,
  registerFieldRenderer,
} from './render/fieldRenderers';
export { RowView } from './render/RowView';
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
