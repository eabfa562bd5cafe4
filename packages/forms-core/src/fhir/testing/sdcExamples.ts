import type { Questionnaire } from '@medplum/fhirtypes';
import phq9 from '../test-fixtures/questionnaire-sdc-profile-example-PHQ9.json?raw';
import weightHeight from '../test-fixtures/questionnaire-sdc-profile-example-weight-height.json?raw';
import enableWhen from '../test-fixtures/questionnaire-sdc-test-enablewhen.json?raw';

/** Test support: HL7's SDC example Questionnaires (test-fixtures/README.md), parsed afresh on each call. */
export const sdcExamples = {
  /** PHQ-9 with a contained answer ValueSet carrying ordinal values and a calculatedExpression total. */
  phq9: () => JSON.parse(phq9) as Questionnaire,
  /** Weight, height and a BMI calculatedExpression over Questionnaire variables. */
  weightHeight: () => JSON.parse(weightHeight) as Questionnaire,
  /** enableWhen with every operator and answer type, on questions and groups. */
  enableWhen: () => JSON.parse(enableWhen) as Questionnaire,
};
