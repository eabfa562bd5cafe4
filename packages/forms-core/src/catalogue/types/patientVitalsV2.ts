import { z } from 'zod';
import { defineClinicalListEntry } from '../clinicalListEntry';
import { recordIdSchema } from '../values/recordId';
import { vitalItemSchema, vitalUserSchema } from '../values/vitalItem';

/** Version 2 keeps the patient's vital records, by id and effective date. */
export const patientVitalsV2Entry = defineClinicalListEntry({
  elType: 'PatientVitals',
  version: 2,
  label: 'Patient Vitals',
  record: {
    id: recordIdSchema.nullish(),
    effectiveDate: z.string().nullish(),
    user: vitalUserSchema,
    items: z.array(vitalItemSchema).nullish(),
  },
});
