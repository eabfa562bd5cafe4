import type { Extension, Questionnaire } from '@medplum/fhirtypes';
import { fhirExtensionUrls } from '../fhirUrls';

const fhirPath = (url: string, expression: string): Extension => ({
  url,
  valueExpression: { language: 'text/fhirpath', expression },
});

/**
 * Test support: an SDC Questionnaire whose calculations and conditions our expression language
 * cannot say (iif, exists, a Questionnaire variable, an enableWhenExpression), and one that
 * does not parse.
 */
export function fhirPathQuestionnaire(): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    status: 'active',
    title: 'Smoking and weight',
    extension: [
      {
        url: fhirExtensionUrls.variable,
        valueExpression: { name: 'limit', language: 'text/fhirpath', expression: '100' },
      },
    ],
    item: [
      { linkId: 'weight', text: 'Weight (kg)', type: 'decimal' },
      {
        linkId: 'weightBand',
        text: 'Weight band',
        type: 'string',
        readOnly: true,
        extension: [
          fhirPath(
            fhirExtensionUrls.calculatedExpression,
            "iif(%resource.item.where(linkId='weight').answer.value > %limit, 'high', 'normal')",
          ),
        ],
      },
      {
        linkId: 'weighed',
        text: 'Weighed',
        type: 'boolean',
        readOnly: true,
        extension: [
          fhirPath(
            fhirExtensionUrls.calculatedExpression,
            "%resource.item.where(linkId='weight').answer.exists()",
          ),
        ],
      },
      { linkId: 'smoker', text: 'Do you smoke?', type: 'boolean' },
      {
        linkId: 'packs',
        text: 'Packs a day',
        type: 'decimal',
        required: true,
        extension: [
          fhirPath(
            fhirExtensionUrls.enableWhenExpression,
            "%resource.item.where(linkId='smoker').answer.value = true",
          ),
        ],
      },
      {
        linkId: 'broken',
        text: 'Broken',
        type: 'string',
        extension: [fhirPath(fhirExtensionUrls.calculatedExpression, 'iif((%resource.item')],
      },
    ],
  };
}
