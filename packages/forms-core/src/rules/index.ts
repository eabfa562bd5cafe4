export { addSavedResponse } from './addSavedResponse';
export { ALL_DAY_MARKER, isAllDayValue, turnAllDayOff, turnAllDayOn } from './allDayValue';
export {
  canAddDatatableColumn,
  DATATABLE_COLUMN_TYPE_CHOICES,
  type DatatableColumnTypeChoice,
} from './canAddDatatableColumn';
export { canAddTextItem } from './canAddTextItem';
export { canAddWeightedItem } from './canAddWeightedItem';
export { canDeleteSavedResponse } from './canDeleteSavedResponse';
export { clampTime, DATE_TIME_PICKER_MAX_TIME, DATE_TIME_PICKER_MIN_TIME } from './clampTime';
export { clampToMinimum } from './clampToMinimum';
export { clinicInstant, clinicWallClock, type DateInput, instantOf } from './clinicTime';
export {
  CONTENT_PASTED_MESSAGE,
  COPIED_TO_CLIPBOARD_MESSAGE,
  LAYOUT_COPIED_MESSAGE,
  PASTE_FORMAT_MISMATCH_MESSAGE,
} from './clipboardMessages';
export {
  type ClipboardValue,
  COPY_EXCLUDED_TYPES,
  copyDocumentValues,
  type DocumentClipboard,
} from './copyDocumentValues';
export { datatableColumnField } from './datatableColumnField';
export {
  type DateFilterOption,
  EMAR_DATE_FILTERS,
  EMAR_DEFAULT_DATE_FILTER,
  PRESCRIBING_DATE_FILTERS,
  PRESCRIBING_DEFAULT_DATE_FILTER,
} from './dateFilterOptions';
export { type DateFilterAnchor, type DateFilterRange, dateFilterRange } from './dateFilterRange';
export { DAY_INTERVAL_OPTIONS, dayIntervalLabel } from './dayIntervalLabels';
export { decideVersionSave, type VersionSaveDecision, type VersionSaveInput } from './decideVersionSave';
// Everything displayFormats and formatDateValues export is public: they are re-exported whole.
export * from './displayFormats';
export { durationLabel } from './durationLabel';
export { filterRowsByDateRange } from './filterRowsByDateRange';
export * from './formatDateValues';
export { formatMoneyUsd } from './formatMoneyUsd';
export {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
} from './frequencyDurationDefaults';
export {
  FREQUENCY_DURATION_SEPARATOR,
  type FrequencyDurationParts,
  joinFrequencyDuration,
  splitFrequencyDuration,
} from './frequencyDurationValue';
export { isEmptyRichText } from './isEmptyRichText';
export { MEDICATION_TIME_OPTIONS } from './medicationTimeOptions';
export { type PasteOutcome, pasteDocumentValues } from './pasteDocumentValues';
export { isPlaceholderVersionId, PLACEHOLDER_VERSION_ID } from './placeholderVersionId';
export {
  ASSESSMENT_QUESTION_TYPE,
  type AssessmentAnswer,
  hasSummedScores,
  scoreAssessments,
} from './scoreAssessments';
export { structurallyEqual } from './structurallyEqual';
export { minutesToTime, timeToMinutes } from './timeOfDay';
export { type TimePickerOption, timePickerOptions } from './timePickerOptions';
export { TIMES_PER_DAY_PRESETS, timesPerDayPreset } from './timesPerDayPresets';
