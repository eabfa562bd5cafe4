export { FormStoreProvider, useFormStore } from './store/FormStoreContext';
export { createFormStore, type FormStore, type FormStoreOptions } from './store/formStore';
export {
  useFieldComputed,
  useFieldErrors,
  useFieldHidden,
  useFieldValue,
  useSetFieldValue,
} from './store/useField';
