import { z } from 'zod';
import { defineClinicalListEntry } from '../clinicalListEntry';
import { vitalItemSchema, vitalUserSchema } from '../values/vitalItem';

/** Version 1 keeps vital records: date-time, creator and the measured signs. */
export const patientVitalsV1Entry = defineClinicalListEntry({
  elType: 'PatientVitals',
  version: 1,
  label: 'Patient Vitals',
  record: {
    dateTime: z.string().nullish(),
    user: vitalUserSchema,
    items: z.array(vitalItemSchema).nullish(),
  },
});
