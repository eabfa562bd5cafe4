import { z } from 'zod';
import { defineClinicalListEntry } from '../clinicalListEntry';
import { namedReferenceSchema } from '../values/namedReference';

/** Medication administration records of the episode. */
export const patientMedicationsEntry = defineClinicalListEntry({
  elType: 'PatientMedications',
  label: 'Patient Medications',
  record: {
    dateTime: z.string().nullish(),
    status: z.string().nullish(),
    type: z.string().nullish(),
    medication: namedReferenceSchema.nullish(),
    dosageAmount: z.union([z.string(), z.number()]).nullish(),
    unitOfMeasurement: namedReferenceSchema.nullish(),
    medicationRoute: namedReferenceSchema.nullish(),
    givenBy: z.string().nullish(),
    signedBy: z.string().nullish(),
    notes: z.string().nullish(),
    /** Signature image data. */
    signature: z.string().nullish(),
  },
  rules: ['required'],
});
