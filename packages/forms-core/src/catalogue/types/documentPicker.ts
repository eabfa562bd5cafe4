import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';
import { documentValueSchema } from '../values/documentValue';

/** Picks one submission of a form for the patient and episode of care. */
export const documentPickerEntry = defineCatalogueEntry({
  elType: 'DocumentPicker',
  label: 'Document Picker',
  category: 'input',
  properties: [
    // A form id, chosen from the forms of the main, groupSession and masterTreatmentPlan categories.
    defineCatalogueProperty('formId', 'json', 'Form', null, { nullable: true }),
    defineCatalogueProperty('showEffectiveDate', 'boolean', 'Show effective date', false),
    defineCatalogueProperty(
      'excludeDocumentStatusesFromOptions',
      'textList',
      'Exclude document statuses',
      [],
    ),
  ],
  valueSchema: documentValueSchema,
  rules: ['required'],
  emptiness: 'document',
});
