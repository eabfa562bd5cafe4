import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { recordIdSchema } from '../values/recordId';
import { vitalItemSchema, vitalUserSchema } from '../values/vitalItem';

/** Version 2 keeps the patient's vital records, by id and effective date. */
export const patientVitalsV2Entry = defineCatalogueEntry({
  elType: 'PatientVitals',
  version: 2,
  label: 'Patient Vitals',
  category: 'clinical',
  defaults: { label: 'Patient Vitals' },
  valueSchema: z.array(
    z.looseObject({
      id: recordIdSchema.nullish(),
      effectiveDate: z.string().nullish(),
      user: vitalUserSchema,
      items: z.array(vitalItemSchema).nullish(),
    }),
  ),
});
