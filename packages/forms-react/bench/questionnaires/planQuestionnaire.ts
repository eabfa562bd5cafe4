import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ComponentNode,
  createDocumentEngine,
  eachLayoutComponent,
  importQuestionnaire,
  loadFhirPathEvaluator,
  type Results,
} from '@clinic/forms-core';
import type { Questionnaire } from '@medplum/fhirtypes';
import type { PlannedForm } from '../pages/harness';
import { type BenchQuestionnaire, questionnairesDir } from './benchQuestionnaires';

/** The components a patient answers in an input, select or textarea (not headers, texts, tables of records, pictures). */
const withControl: ReadonlySet<string> = new Set([
  'TextInput',
  'Textarea',
  'NumberInput',
  'EmailInput',
  'DatePicker',
  'TimePicker',
  'Checkbox',
  'SingleChoice',
  'MultipleChoice',
  'Dropdown',
  'AssessmentQuestion',
]);
const textTypes: ReadonlySet<string> = new Set(['TextInput', 'Textarea']);

export interface QuestionnairePlan extends PlannedForm {
  name: string;
  /** Components of the imported form, shown or not. */
  components: number;
  /** Fields shown but not waited for: static text (read-only), multi-select dropdowns (a button). */
  notAwaited: number;
  /** The label of the text field typed into. */
  typedInto: string;
}

/**
 * Imports a questionnaire as a clinic would (forms-core's importQuestionnaire), and plans its
 * measure: the form and the answers it opens with go to the page, with the fields a patient can
 * answer when it opens (forms-core's engine: shown, FHIRPath conditions included, and editable),
 * a text field at about 80 % and one near the middle to type into (the nearest before, if none
 * follows).
 */
export async function planQuestionnaire(questionnaire: BenchQuestionnaire): Promise<QuestionnairePlan> {
  const json = JSON.parse(await readFile(path.join(questionnairesDir, questionnaire.file), 'utf8'));
  const fhirPath = await loadFhirPathEvaluator();
  const { content } = importQuestionnaire(json as Questionnaire, { fhirPath });
  const components = [...eachLayoutComponent(content.rows)];
  const results: Results = {};
  for (const [linkId, value] of Object.entries(questionnaire.prefilled ?? {})) {
    const component = components.find((c) => c.properties.fhirLinkId === linkId);
    if (!component) throw new Error(`${questionnaire.file} has no item ${linkId}`);
    results[component.id] = value;
  }
  // A field the one filling may not change shows as static text, no control, and a multi-select
  // dropdown's control is the button opening its list: the measure waits for the inputs, selects
  // and text areas of the fields editable in both of the page's modes (as for the generated form).
  const engines = (['form-submitter', 'e-form'] as const).map((mode) =>
    createDocumentEngine({ content, results, mode, context: { fhirPath } }),
  );
  const shown = components.filter(
    (c) => withControl.has(c.elType) && !engines.some((engine) => engine.isHidden(c.id)),
  );
  const fields = shown.filter(
    (c) =>
      engines.every((engine) => engine.mayEdit(c.id)) &&
      !(c.elType === 'Dropdown' && c.properties.multiselect),
  );
  const textFieldAt = (fraction: number): [ComponentNode, number] => {
    const texts = fields.flatMap(
      (field, i): Array<[ComponentNode, number]> => (textTypes.has(field.elType) ? [[field, i + 1]] : []),
    );
    const from = Math.floor(fields.length * fraction) + 1;
    const found = texts.find(([, n]) => n >= from) ?? texts.at(-1);
    if (!found) throw new Error(`${questionnaire.file} shows no text field`);
    return found;
  };
  const [middle, middleAt] = textFieldAt(0.5);
  return {
    name: questionnaire.name,
    schema: { content, results },
    keys: fields.map((field) => field.id),
    visible: fields.map((_, i) => i + 1),
    deep: textFieldAt(0.8)[1],
    middle: middleAt,
    components: components.length,
    notAwaited: shown.length - fields.length,
    typedInto: `${String(middle.properties.label)} (field ${middleAt} of ${fields.length})`,
  };
}
