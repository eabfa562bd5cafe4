export { type CatalogueElType, catalogueElTypes } from './catalogueElTypes';
export {
  type CatalogueCategory,
  type CatalogueEntry,
  type CatalogueEntryDefinition,
  defineCatalogueEntry,
} from './catalogueEntry';
export {
  type CataloguePropertyChoice,
  type CataloguePropertyKind,
  type CataloguePropertyMeta,
  type CataloguePropertyOptions,
  defineCatalogueProperty,
  type PropertyEditorMode,
  type PropertySection,
  propertySections,
} from './catalogueProperty';
export { catalogueEntries, getCatalogueEntry, getCatalogueVersions } from './catalogueRegistry';
export {
  type CataloguePropertyValueCheck,
  checkCataloguePropertyValue,
} from './checkCataloguePropertyValue';
export { commonCatalogueProperties } from './commonCatalogueProperties';
export { createComponent } from './createComponent';
export { defaultResults, defaultValueOf } from './defaultResults';
export { type ComponentDisplayMode, componentDisplayModes } from './displayModes';
export { catalogueElTypeAliases, resolveCatalogueElType } from './elTypeAliases';
export { isRichTextProperty } from './isRichTextProperty';
export { type FormContentError, type LoadFormContentResult, loadFormContent } from './loadFormContent';
export { nextComponentId } from './nextComponentId';
export { sampleResults, sampleValue } from './sampleValues';
export { diagnosisCategories } from './types/patientDiagnosisCodes';
export { type EmptinessKind, type ValidationRuleName, validationRuleNames } from './validationRuleNames';
