import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { namedReferenceSchema } from '../values/namedReference';

/** Medication administration records of the episode. */
export const patientMedicationsEntry = defineCatalogueEntry({
  elType: 'PatientMedications',
  label: 'Patient Medications',
  category: 'clinical',
  defaults: { label: 'Patient Medications' },
  valueSchema: z.array(
    z.looseObject({
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
    }),
  ),
  rules: ['required'],
});
