import type { CoreClinicalDiagnosisCategory } from '@clinic/api-contract';
import { validateDiagnosisModal } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { icdCodes } from '../../../../db/schema';
import { FieldErrors } from '../shared/fieldErrors';
import { checkLookupRef, loadLookups } from '../shared/lookupRefs';

/** The modal's fields once merged with what is stored (for a change). */
export interface DiagnosisInput {
  icdCodeId?: string | null | undefined;
  statusId?: string | null | undefined;
  activeFrom?: string | null | undefined;
  resolvedBy?: string | null | undefined;
  comments: string;
  category: CoreClinicalDiagnosisCategory;
}

export interface DiagnosisValues {
  icdCodeId: string;
  statusId: string | null;
  activeFrom: string | null;
  resolvedBy: string | null;
  description: string;
  category: CoreClinicalDiagnosisCategory;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Checks the modal like the client does (validateDiagnosisModal: ICD code required, valid dates),
 * plus what only the server knows: the ICD code and status exist, and Resolved by does not
 * precede Active From. Resolved by is kept only while the status is Resolved, where the modal shows it.
 */
export async function validateDiagnosis(db: Queryable, input: DiagnosisInput): Promise<DiagnosisValues> {
  const errors = new FieldErrors();
  const lookups = await loadLookups(db, [input.statusId]);
  checkLookupRef(errors, lookups, 'statusId', input.statusId, 'DiagnosisCodeStatus');
  const status = input.statusId ? lookups.get(input.statusId) : undefined;
  const activeFrom = blankToNull(input.activeFrom);
  const resolved = status?.name === 'Resolved';
  const resolvedBy = resolved ? blankToNull(input.resolvedBy) : null;
  errors.addAll(
    validateDiagnosisModal({
      icdCodeId: input.icdCodeId,
      status: status?.name ?? null,
      activeFrom,
      resolvedBy,
    }),
  );
  if (input.icdCodeId) {
    const [icd] = await db.select({ id: icdCodes.id }).from(icdCodes).where(eq(icdCodes.id, input.icdCodeId));
    if (!icd) errors.add('icdCodeId', 'Unknown ICD code.');
  }
  errors.throwIfAny();
  if (activeFrom && resolvedBy && resolvedBy < activeFrom) {
    errors.add('resolvedBy', 'Resolved by cannot precede Active From.');
    errors.throwIfAny();
  }
  return {
    icdCodeId: input.icdCodeId!,
    statusId: input.statusId ?? null,
    activeFrom,
    resolvedBy,
    description: input.comments,
    category: input.category,
  };
}
