import type { Element, QuestionnaireItem } from '@medplum/fhirtypes';

/**
 * @medplum/fhirtypes leaves out FHIR JSON's primitive extensions (`_text`); rendering-xhtml lives
 * there, so our items add it.
 */
export type Item = QuestionnaireItem & { _text?: Element; item?: Item[] };
