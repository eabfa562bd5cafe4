import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { recordIdSchema } from '../values/recordId';

export const diagnosisCategories = ['Primary', 'Secondary', 'Tertiary', 'Quaternary'] as const;

/** The episode's diagnosis codes; rows added here do not change the patient's profile. */
export const patientDiagnosisCodesEntry = defineCatalogueEntry({
  elType: 'PatientDiagnosisCodes',
  label: 'Patient Diagnosis Codes',
  category: 'clinical',
  valueSchema: z.array(
    z.looseObject({
      id: recordIdSchema.nullish(),
      icdCode: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
      /** "code - description". */
      code: z.string().nullish(),
      /** The comments. */
      description: z.string().nullish(),
      status: z
        .looseObject({
          id: recordIdSchema.nullish(),
          name: z.string().nullish(),
          color: z.string().nullish(),
        })
        .nullish(),
      resolvedBy: z.string().nullish(),
      activeFrom: z.string().nullish(),
      category: z.enum(diagnosisCategories).nullish(),
    }),
  ),
});
