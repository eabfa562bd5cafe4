// The chart mappers live in forms-core: the server fills documents with the same ones.
export {
  type DiagnosisCategory,
  type DiagnosisRow,
  icdCodeLabel,
  sortDiagnosisRows,
  toDiagnosisRow,
} from '@clinic/forms-core';

/** The status whose choice reveals "Resolved by" in the Add Diagnosis Code modal. */
export const RESOLVED_STATUS = 'Resolved';
