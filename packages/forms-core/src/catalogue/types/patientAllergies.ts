import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { recordIdSchema } from '../values/recordId';

/** The patient's allergies as shown in the grid. */
export const patientAllergiesEntry = defineCatalogueEntry({
  elType: 'PatientAllergies',
  label: 'Patient Allergies',
  category: 'clinical',
  defaults: { label: 'Patient Allergies' },
  valueSchema: z.array(
    z.looseObject({
      allergyType: z.string().nullish(),
      allergen: z.string().nullish(),
      reaction: z.string().nullish(),
      severity: z.string().nullish(),
      allergyId: recordIdSchema.nullish(),
    }),
  ),
});
