import { selectedObjectiveKeys } from '@clinic/forms-core';

/** One short-term objective of a plan problem, keyed problem_{n}_objective_{m} (from 1). */
export interface PlanObjective {
  key: string;
  number: number;
  objective: string;
  interventions: string;
  responsibleParties: string;
}

export interface PlanProblem {
  number: number;
  identifiedProblem: string;
  longTermGoal: string;
  objectives: PlanObjective[];
}

/** The chosen plan document as the value keeps it (without its results). */
export interface StoredPlanDocument {
  id: string | number;
  status?: string | null;
  createdAt?: string | null;
  effectiveDate?: string | null;
  createdBy?: { fullName?: string | null } | null;
  parentDocumentId?: string | number | null;
}

/** The TreatmentPlanObjectives value (the catalogue's shape). */
export interface TreatmentPlanValue {
  document?: StoredPlanDocument | null;
  problemObjectives?: unknown;
  selectedObjectives?: string[] | Record<string, boolean> | null;
  objectiveDetails?: Record<string, string> | null;
}

export const objectiveKey = (problem: number, objective: number) =>
  `problem_${problem}_objective_${objective}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plan cell as text: text as is, lists (a Crud's records, several choices) joined. */
export function planText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(planText).filter(Boolean).join('; ');
  if (isRecord(value)) {
    if ('value' in value) return planText(value.value);
    return Object.values(value).map(planText).filter(Boolean).join(', ');
  }
  return '';
}

const idIn = (map: Readonly<Record<string, unknown>>, name: string) =>
  typeof map[name] === 'string' ? (map[name] as string) : '';

/**
 * A plan document's problems and objectives, read through the objectives map: `problems` names
 * the Crud of problems, whose records hold `identifiedProblem`, `longTermGoal` and the Crud
 * `objectives`, whose records hold `shortTermObjective`, `interventions` and `responsibleParties`.
 */
export function problemObjectivesOf(
  results: Readonly<Record<string, unknown>>,
  map: Readonly<Record<string, unknown>>,
): PlanProblem[] {
  const problems = results[idIn(map, 'problems')];
  if (!Array.isArray(problems)) return [];
  return problems.filter(isRecord).map((problem, p) => {
    const objectives = problem[idIn(map, 'objectives')];
    return {
      number: p + 1,
      identifiedProblem: planText(problem[idIn(map, 'identifiedProblem')]),
      longTermGoal: planText(problem[idIn(map, 'longTermGoal')]),
      objectives: (Array.isArray(objectives) ? objectives : []).filter(isRecord).map((objective, o) => ({
        key: objectiveKey(p + 1, o + 1),
        number: o + 1,
        objective: planText(objective[idIn(map, 'shortTermObjective')]),
        interventions: planText(objective[idIn(map, 'interventions')]),
        responsibleParties: planText(objective[idIn(map, 'responsibleParties')]),
      })),
    };
  });
}

/** The problems a stored value holds (what the viewer shows without fetching). */
export function storedProblems(value: TreatmentPlanValue | null | undefined): PlanProblem[] {
  return Array.isArray(value?.problemObjectives) ? (value.problemObjectives as PlanProblem[]) : [];
}

/** Selected objective keys, from a list or (older documents) a map of flags. */
export function selectedKeys(value: TreatmentPlanValue | null | undefined): Set<string> {
  return selectedObjectiveKeys(value?.selectedObjectives);
}
