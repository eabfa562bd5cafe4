import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { vitalItemSchema, vitalUserSchema } from '../values/vitalItem';

/** Version 1 keeps vital records: date-time, creator and the measured signs. */
export const patientVitalsV1Entry = defineCatalogueEntry({
  elType: 'PatientVitals',
  version: 1,
  label: 'Patient Vitals',
  category: 'clinical',
  defaults: { label: 'Patient Vitals' },
  valueSchema: z.array(
    z.looseObject({
      dateTime: z.string().nullish(),
      user: vitalUserSchema,
      items: z.array(vitalItemSchema).nullish(),
    }),
  ),
});
