import path from 'node:path';
import { benchDir } from '../benchDir';

/** A real public questionnaire the benchmark imports and measures (forms-core's fixtures, SOURCES.md there). */
export interface BenchQuestionnaire {
  name: string;
  file: string;
  /**
   * Answers the form opens with, by linkId: what the questionnaire's pre-population fills from
   * the patient's record where it is used (our import does not run initialExpression).
   */
  prefilled?: Readonly<Record<string, unknown>>;
}

export const questionnairesDir = path.resolve(benchDir, '../../forms-core/src/fhir/test-fixtures/real');

export const benchQuestionnaires: readonly BenchQuestionnaire[] = [
  {
    // Every section but the patient details shows by the patient's age: for a 45-year-old, the
    // adult sections (about 300 of its 733 components) show.
    name: '715 health check, age 45',
    file: 'aboriginal-torres-strait-islander-health-check-715.json',
    prefilled: { 'e2a16e4d-2765-4b61-b286-82cfc6356b30': 45 },
  },
  { name: 'Cardiology form', file: 'cardiology-form.json' },
  { name: 'USSG family health portrait', file: 'ussg-family-health-portrait.json' },
];
