import { z } from 'zod';
import { defineClinicalListEntry } from '../clinicalListEntry';
import { recordIdSchema } from '../values/recordId';

/** The patient's allergies as shown in the grid. */
export const patientAllergiesEntry = defineClinicalListEntry({
  elType: 'PatientAllergies',
  label: 'Patient Allergies',
  record: {
    allergyType: z.string().nullish(),
    allergen: z.string().nullish(),
    reaction: z.string().nullish(),
    severity: z.string().nullish(),
    allergyId: recordIdSchema.nullish(),
  },
});
