import type { CoreClinicalDiagnosisCode, CoreClinicalIcdCode } from '@clinic/api-contract';
import { diagnosisCategories } from '@clinic/forms-core';

export type DiagnosisCategory = (typeof diagnosisCategories)[number];

/** A diagnosis code as the document keeps it (the catalogue's PatientDiagnosisCodes row). */
export interface DiagnosisRow {
  id?: string | number | null;
  icdCode?: CoreClinicalIcdCode | string | null;
  /** "code - description". */
  code?: string | null;
  /** The comments. */
  description?: string | null;
  status?: { id?: string | number | null; name?: string | null; color?: string | null } | null;
  resolvedBy?: string | null;
  activeFrom?: string | null;
  category?: DiagnosisCategory | null;
}

export const RESOLVED_STATUS = 'Resolved';

export function toDiagnosisRow(code: CoreClinicalDiagnosisCode): DiagnosisRow {
  return {
    id: code.id,
    icdCode: code.icdCode,
    code: code.code,
    description: code.description,
    status: code.status,
    resolvedBy: code.resolvedBy,
    activeFrom: code.activeFrom,
    category: code.category,
  };
}

export const icdCodeLabel = (code: CoreClinicalIcdCode) => `${code.code} - ${code.description}`;

function icdCodeOf(row: DiagnosisRow): string {
  if (typeof row.icdCode === 'string') return row.icdCode;
  return row.icdCode?.code ?? row.code ?? '';
}

const categoryRank = (category: DiagnosisRow['category']) => {
  const rank = diagnosisCategories.indexOf(category as DiagnosisCategory);
  return rank < 0 ? diagnosisCategories.length : rank;
};

/** Primary, Secondary, Tertiary, Quaternary, then by ICD code (forms.md section 4). */
export function sortDiagnosisRows(rows: readonly DiagnosisRow[]): DiagnosisRow[] {
  return [...rows].sort(
    (a, b) => categoryRank(a.category) - categoryRank(b.category) || icdCodeOf(a).localeCompare(icdCodeOf(b)),
  );
}
