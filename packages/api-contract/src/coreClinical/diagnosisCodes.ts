import { z } from 'zod';
import {
  coreClinicalDateSchema,
  coreClinicalInstantSchema,
  coreClinicalScopeFields,
  coreClinicalScopeRequired,
} from './clinicalCommon';
import { coreClinicalIcdCodeSchema } from './icdCodes';

/** Lists sort by this order, then by ICD code (forms.md section 4). */
export const coreClinicalDiagnosisCategories = ['Primary', 'Secondary', 'Tertiary', 'Quaternary'] as const;
export const coreClinicalDiagnosisCategorySchema = z.enum(coreClinicalDiagnosisCategories);
export type CoreClinicalDiagnosisCategory = z.infer<typeof coreClinicalDiagnosisCategorySchema>;

/** A DiagnosisCodeStatus lookup item; its colour paints the badge. */
export const coreClinicalDiagnosisStatusSchema = z
  .object({ id: z.uuid(), name: z.string(), color: z.string().nullable() })
  .meta({ id: 'CoreClinicalDiagnosisStatus' });

export const coreClinicalDiagnosisCodeSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    icdCode: coreClinicalIcdCodeSchema,
    /** "code - description". */
    code: z.string(),
    /** The modal's comments. */
    description: z.string(),
    status: coreClinicalDiagnosisStatusSchema.nullable(),
    resolvedBy: coreClinicalDateSchema.nullable(),
    activeFrom: coreClinicalDateSchema.nullable(),
    category: coreClinicalDiagnosisCategorySchema,
    createdAt: coreClinicalInstantSchema,
    updatedAt: coreClinicalInstantSchema,
  })
  .meta({ id: 'CoreClinicalDiagnosisCode' });
export type CoreClinicalDiagnosisCode = z.infer<typeof coreClinicalDiagnosisCodeSchema>;

/**
 * The "Add Diagnosis Code" modal's fields. They are loosely typed on purpose: the server checks
 * them like the modal (validateDiagnosisModal) and answers its messages per field.
 */
const modalFields = {
  icdCodeId: z.uuid().nullish(),
  statusId: z.uuid().nullish(),
  activeFrom: z.string().max(30).nullish(),
  /** Kept only while the status is Resolved (the modal shows it only then). */
  resolvedBy: z.string().max(30).nullish(),
  comments: z.string().trim().max(2000).optional(),
  category: coreClinicalDiagnosisCategorySchema.optional(),
};

export const coreClinicalDiagnosisCodeCreateSchema = z
  .object({ ...coreClinicalScopeFields, ...modalFields })
  .refine(coreClinicalScopeRequired.check, {
    message: coreClinicalScopeRequired.message,
    params: coreClinicalScopeRequired.params,
    path: ['episodeOfCareId'],
  })
  .meta({ id: 'CoreClinicalDiagnosisCodeCreate' });
export type CoreClinicalDiagnosisCodeCreate = z.infer<typeof coreClinicalDiagnosisCodeCreateSchema>;

export const coreClinicalDiagnosisCodePatchSchema = z
  .object(modalFields)
  .meta({ id: 'CoreClinicalDiagnosisCodePatch' });
export type CoreClinicalDiagnosisCodePatch = z.infer<typeof coreClinicalDiagnosisCodePatchSchema>;

export const coreClinicalDiagnosisChangeStatusSchema = z
  .object({ statusId: z.uuid(), resolvedBy: z.string().max(30).nullish() })
  .meta({ id: 'CoreClinicalDiagnosisChangeStatus' });
export type CoreClinicalDiagnosisChangeStatus = z.infer<typeof coreClinicalDiagnosisChangeStatusSchema>;
