import type { DocumentTexts } from '../../documentLanguage';
import { EMPTY_DISPLAY, isRecord, recordsOf, textCell } from '../displayCells';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import type { DisplayFormatter } from '../displayValueTypes';

/** Texts of Treatment Plan Objectives' grid. */
export const treatmentPlanColumnTexts: DocumentTexts<{
  problem: string;
  identifiedProblem: string;
  longTermGoal: string;
  objective: string;
  interventions: string;
  responsibleParties: string;
  details: string;
}> = {
  en: {
    problem: 'Problem {n}',
    identifiedProblem: 'Identified Problem',
    longTermGoal: 'Long-Term Goal',
    objective: 'Objective',
    interventions: 'Interventions',
    responsibleParties: 'Responsible Parties',
    details: 'Details',
  },
  es: {
    problem: 'Problema {n}',
    identifiedProblem: 'Problema identificado',
    longTermGoal: 'Meta a largo plazo',
    objective: 'Objetivo',
    interventions: 'Intervenciones',
    responsibleParties: 'Responsables',
    details: 'Detalles',
  },
};

/** Selected objective keys, from a list or (older documents) a map of flags. */
export function selectedObjectiveKeys(selected: unknown): Set<string> {
  if (Array.isArray(selected))
    return new Set(selected.filter((key): key is string => typeof key === 'string'));
  if (isRecord(selected)) return new Set(Object.keys(selected).filter((key) => selected[key] === true));
  return new Set();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One row per selected objective, with its problem: what the plan commits the patient to. */
export const treatmentPlanDisplay: DisplayFormatter = (value, _properties, { language }) => {
  if (!isRecord(value) || !isRecord(value.document)) return EMPTY_DISPLAY;
  const selected = selectedObjectiveKeys(value.selectedObjectives);
  const details = isRecord(value.objectiveDetails) ? value.objectiveDetails : {};
  const rows = recordsOf(value.problemObjectives).flatMap((problem) =>
    recordsOf(problem.objectives)
      .filter((objective) => selected.has(text(objective.key)))
      .map((objective) => ({ problem, objective, details: details[text(objective.key)] })),
  );
  const texts = treatmentPlanColumnTexts[language];
  type Row = (typeof rows)[number];
  const columns: DisplayColumn<Row>[] = [
    {
      key: 'identifiedProblem',
      header: texts.identifiedProblem,
      cell: (row) => textCell(text(row.problem.identifiedProblem)),
    },
    {
      key: 'longTermGoal',
      header: texts.longTermGoal,
      cell: (row) => textCell(text(row.problem.longTermGoal)),
    },
    { key: 'objective', header: texts.objective, cell: (row) => textCell(text(row.objective.objective)) },
    {
      key: 'interventions',
      header: texts.interventions,
      cell: (row) => textCell(text(row.objective.interventions)),
    },
    {
      key: 'responsibleParties',
      header: texts.responsibleParties,
      cell: (row) => textCell(text(row.objective.responsibleParties)),
    },
    { key: 'details', header: texts.details, cell: (row) => textCell(text(row.details)) },
  ];
  return tableDisplay(rows, columns);
};
