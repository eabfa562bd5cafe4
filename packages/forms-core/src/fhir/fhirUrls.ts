/**
 * The URLs our FHIR resources use: HL7's core and SDC extensions, and our own extensions for what
 * FHIR has no element for (they carry our form model so a round trip loses nothing).
 */
export const HL7_EXTENSION = 'http://hl7.org/fhir/StructureDefinition';
export const SDC_EXTENSION = 'http://hl7.org/fhir/uv/sdc/StructureDefinition';

export const fhirExtensionUrls = {
  itemControl: `${HL7_EXTENSION}/questionnaire-itemControl`,
  minValue: `${HL7_EXTENSION}/minValue`,
  maxValue: `${HL7_EXTENSION}/maxValue`,
  entryFormat: `${HL7_EXTENSION}/entryFormat`,
  renderingXhtml: `${HL7_EXTENSION}/rendering-xhtml`,
  ordinalValue: `${HL7_EXTENSION}/ordinalValue`,
  itemWeight: `${HL7_EXTENSION}/itemWeight`,
  hidden: `${HL7_EXTENSION}/questionnaire-hidden`,
  calculatedExpression: `${SDC_EXTENSION}/sdc-questionnaire-calculatedExpression`,
  enableWhenExpression: `${SDC_EXTENSION}/sdc-questionnaire-enableWhenExpression`,
  initialExpression: `${SDC_EXTENSION}/sdc-questionnaire-initialExpression`,
  variable: `${HL7_EXTENSION}/variable`,
  sdcMinValue: `${SDC_EXTENSION}/sdc-questionnaire-minValue`,
  unitOption: `${HL7_EXTENSION}/questionnaire-unitOption`,
  unit: `${HL7_EXTENSION}/questionnaire-unit`,
  maxSize: `${HL7_EXTENSION}/maxSize`,
  mimeType: `${HL7_EXTENSION}/mimeType`,
  signatureRequired: `${HL7_EXTENSION}/questionnaire-signatureRequired`,
  /** FHIR R4 core: a primitive's text in another language (lang, content). */
  translation: `${HL7_EXTENSION}/translation`,
} as const;

/** Our own definitions; a made-up but stable base, recorded in docs/decisions.md. */
export const CLINIC_FHIR_BASE = 'https://fhir.clinic-suite.example';

export const clinicExtensionUrls = {
  /** On an item: the component's type, version, page and the properties FHIR has no element for. */
  component: `${CLINIC_FHIR_BASE}/StructureDefinition/form-component`,
  /** On an item or group: the row and column(s) it came from. */
  layout: `${CLINIC_FHIR_BASE}/StructureDefinition/form-layout`,
  /** On the Questionnaire: the form's defaults (script, score function, style…). */
  formDefaults: `${CLINIC_FHIR_BASE}/StructureDefinition/form-defaults`,
  /** On the Questionnaire: the form's declarative scoring (scales, bands, cut-offs, alerts). */
  scoring: `${CLINIC_FHIR_BASE}/StructureDefinition/form-scoring`,
  /** Our expression language, where FHIRPath has no equivalent. */
  expression: `${CLINIC_FHIR_BASE}/StructureDefinition/clinic-expression`,
} as const;

export const clinicCodeSystems = {
  scoreBand: `${CLINIC_FHIR_BASE}/CodeSystem/score-band`,
  scale: `${CLINIC_FHIR_BASE}/CodeSystem/score-scale`,
  answer: `${CLINIC_FHIR_BASE}/CodeSystem/answer`,
} as const;

export const LOINC_SYSTEM = 'http://loinc.org';
export const ITEM_CONTROL_SYSTEM = 'http://hl7.org/fhir/questionnaire-item-control';
