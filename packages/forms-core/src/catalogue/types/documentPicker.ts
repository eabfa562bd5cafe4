import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';
import { documentValueSchema } from '../values/documentValue';

/** Picks one submission of a form for the patient and episode of care. */
export const documentPickerEntry = defineCatalogueEntry({
  elType: 'DocumentPicker',
  label: 'Document Picker',
  category: 'input',
  properties: [
    // forms.md section 7: the form is chosen among those of these categories.
    defineCatalogueProperty('formId', 'form', 'Form', null, {
      nullable: true,
      formCategories: ['main', 'groupSession', 'masterTreatmentPlan'],
    }),
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
