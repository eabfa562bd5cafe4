import { diagnosisCategories } from '../../catalogue/types/patientDiagnosisCodes';

export type DiagnosisCategory = (typeof diagnosisCategories)[number];

/** An ICD-10 code: "F32.9" and its description. */
export interface IcdCodeRef {
  id?: string | number;
  code: string;
  description: string;
}

export interface DiagnosisStatusRef {
  id?: string | number | null;
  name?: string | null;
  color?: string | null;
}

/** A diagnosis code as the chart gives it (the API's CoreClinicalDiagnosisCode is one). */
export interface DiagnosisCodeRecord {
  id: string | number;
  icdCode: IcdCodeRef;
  /** "code - description". */
  code: string;
  /** The comments. */
  description: string;
  status: DiagnosisStatusRef | null;
  resolvedBy: string | null;
  activeFrom: string | null;
  category: DiagnosisCategory;
}

/** A diagnosis code as the document keeps it (the catalogue's PatientDiagnosisCodes row). */
export interface DiagnosisRow {
  /** The chart's code; null for a row added in the form only. */
  id?: string | number | null;
  icdCode?: IcdCodeRef | string | null;
  /** "code - description". */
  code?: string | null;
  /** The comments. */
  description?: string | null;
  status?: DiagnosisStatusRef | null;
  resolvedBy?: string | null;
  activeFrom?: string | null;
  category?: DiagnosisCategory | null;
}

export function toDiagnosisRow(code: DiagnosisCodeRecord): DiagnosisRow {
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

/** A row's `code`: "F32.9 - Major depressive disorder, single episode, unspecified". */
export const icdCodeLabel = (code: Pick<IcdCodeRef, 'code' | 'description'>) =>
  `${code.code} - ${code.description}`;

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
