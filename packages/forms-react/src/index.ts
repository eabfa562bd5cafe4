import './forms.css';

export { type BuilderUser, mayUseAdvancedOptions } from './builder/builderUser';
export { FormBuilder, type FormBuilderProps } from './builder/FormBuilder';
export { PropertiesEditor, type PropertiesEditorProps } from './builder/properties/PropertiesEditor';
export type {
  RichTextEditorComponent,
  RichTextEditorProps,
  RichTextMentionItem,
} from './builder/richText/richTextEditor';
export type { BuilderFormChoice, BuilderServices } from './builder/services/builderServices';
export { clinicalGallerySamples } from './fields/clinical/gallerySamples';
export { registerClinicalFields } from './fields/clinical/registerClinicalFields';
export { ConfirmDialog } from './fields/display/dialog/ConfirmDialog';
export { ModalDialog, type ModalDialogProps } from './fields/display/dialog/ModalDialog';
export { sanitizeHtml } from './fields/display/sanitizeHtml';
export { DateMaskInput, type DateMaskInputProps } from './fields/inputs/DateMaskInput';
export { DateTimePicker, type DateTimePickerProps } from './fields/inputs/DateTimePicker';
export { EndTimeSelect, type EndTimeSelectProps } from './fields/inputs/EndTimeSelect';
export { inputGallerySamples } from './fields/inputs/gallerySamples';
export { registerInputFields } from './fields/inputs/registerInputFields';
export { mediaAndDisplayGallerySamples } from './fields/media/gallerySamples';
export { SignaturePadDialog } from './fields/media/signature/SignaturePadDialog';
export { detectTopazTablet, type TopazTablet } from './fields/media/signature/topazTablet';
export { registerAllFields } from './fields/registerAllFields';
export { registerBasicFields } from './fields/registerBasicFields';
export { registerMediaAndDisplayFields } from './fields/registerMediaAndDisplayFields';
export { formatFileSize } from './format/formatFileSize';
export { GalleryPreview } from './gallery/GalleryPreview';
export type { GalleryItem } from './gallery/galleryItems';
export { type GalleryMode, galleryModes } from './gallery/galleryModes';
export type { GallerySample } from './gallery/gallerySample';
export { sampleGalleryItems } from './gallery/gallerySamples';
export { createGalleryServices } from './gallery/galleryServices';
export { useGallerySample } from './gallery/useGallerySample';
export {
  defineFormTexts,
  type FormLanguage,
  FormLanguageProvider,
  useFormLanguage,
} from './i18n/formLanguage';
export { FormGrid } from './printable/FormGrid';
export { gridColumnWidth, gridColumnWidths } from './printable/gridColumnWidths';
export { GridRenderingProvider, useGridRendering } from './printable/gridRendering';
export { PrintableForm } from './printable/PrintableForm';
export type { DisplayMode } from './render/displayMode';
export { FieldView } from './render/FieldView';
export {
  type FieldRenderer,
  type FieldRendererProps,
  fieldRendererFor,
  registerFieldRenderer,
} from './render/fieldRenderers';
export { loadLazyComponents } from './render/lazyComponent';
export { lazyFieldRenderer } from './render/lazyFieldRenderer';
export { RowView } from './render/RowView';
export {
  type AutofillDocumentDetail,
  type AutofillDocumentSummary,
  type AutofillProvider,
  type AutofillRequest,
  type LatestSectionCalls,
  latestCompletedSectionProvider,
  sectionTextOf,
} from './services/autofillProvider';
export type { ClinicalContext } from './services/clinicalContext';
export type { ClinicalDataClient } from './services/clinicalDataClient';
export {
  type ClinicalDateRange,
  ClinicalIntegrationError,
  type ClinicalIntegrationErrorCode,
  type ClinicalLookupItem,
  type ClinicalScope,
  ClinicalValidationError,
  clinicalIntegrationMessages,
  type TreatmentPlan,
  type TreatmentPlanDocument,
} from './services/clinicalDataClient';
export type {
  DocumentPickerOption,
  DocumentPickerSource,
  PickedDocument,
} from './services/documentPickerSource';
export { type FormServices, FormServicesProvider, useFormServices } from './services/formServices';
export type { FormUser } from './services/formUser';
export { canUseMySignature, type FormPatient, type PersonName } from './services/formUser';
export {
  createInMemoryClinicalDataClient,
  type InMemoryClinicalDataClient,
  type InMemoryClinicalDataOptions,
} from './services/inMemoryClinicalDataClient';
export { sampleEpisodeOfCareId, samplePatientId } from './services/inMemoryClinicalSampleData';
export {
  type SavedResponse,
  type SavedResponsesCalls,
  type SavedResponsesClient,
  savedResponsesForForm,
} from './services/savedResponses';
export { type AutosaveOptions, autosaveDelayMs, startAutosave } from './session/autosave';
export {
  createDocumentSession,
  type DocumentSession,
  type DocumentSessionMode,
  type DocumentSessionOptions,
  type ShowErrorsOptions,
} from './session/documentSession';
export type { FieldErrorCodes } from './session/fieldErrorsOf';
export { type RestoreOutcome, restoreUnsavedAnswers } from './session/restoreUnsavedAnswers';
export { SaveStatusText, useRestoreNotice, useSaveStatusText } from './session/SaveStatusText';
export { mayAutosaveAfter, type SaveState, type SaveStatus } from './session/saveStatus';
export type { SavedDocument } from './session/takeServerValues';
export {
  forgetAllUnsavedAnswers,
  forgetUnsavedAnswers,
  keepUnsavedAnswers,
  readUnsavedAnswers,
  type UnsavedAnswers,
} from './session/unsavedAnswers';
export { useBeforeUnloadWarning } from './session/useBeforeUnloadWarning';
export {
  type DocumentSessionState,
  type UseDocumentSessionOptions,
  useDocumentSession,
  useDocumentSessionState,
} from './session/useDocumentSession';
export { FormStoreProvider, useFormStore } from './store/FormStoreContext';
export { createFormStore, type FormStore, type FormStoreOptions, type ValueChange } from './store/formStore';
export {
  useFieldComputed,
  useFieldErrors,
  useFieldHidden,
  useFieldValue,
  useSetFieldValue,
} from './store/useField';
export { validateStore } from './store/validateStore';
export { FormViewer, type FormViewerLabels, type FormViewerProps } from './viewer/FormViewer';
export type { FocusRequest } from './viewer/useFocusRequest';
