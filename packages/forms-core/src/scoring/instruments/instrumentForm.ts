import { hiddenFromRules } from '../../editing/conditionStatements';
import { escapeHtml } from '../../expressions/escapeHtml';
import { type ComponentNode, type FormContent, formContentSchema } from '../../model/layout';
import { ASSESSMENT_QUESTION_TYPE } from '../../rules/scoreAssessments';
import { type Instrument, type InstrumentItem, instrumentScoring } from './instrumentModel';

export type InstrumentLanguage = 'en' | 'es';

/**
 * A library instrument as a form in one language (Forms → "Add from library"): its instructions,
 * one Assessment question per item (answers carry their stable code and weight; weights are shown
 * to staff only), the publisher's notice, and the instrument's scoring with item ids turned into
 * the form's component ids. Items are not required unless the instrument says so: patients may
 * skip one, and the instrument's missing-answer rule decides whether a total exists. An item the
 * instrument asks only after a given answer hides otherwise, by the condition the builder's
 * visibility editor writes (so staff can read and change it there).
 */
export function instrumentForm(
  instrument: Instrument,
  language: InstrumentLanguage,
): { name: string; content: FormContent } {
  const componentIds = new Map(
    instrument.items.map((item, index) => [item.id, `${ASSESSMENT_QUESTION_TYPE}${index + 1}`]),
  );
  const componentOf = (itemId: string) => {
    const id = componentIds.get(itemId);
    if (!id) throw new Error(`${instrument.id}: scale names unknown item ${itemId}`);
    return id;
  };
  const text = (id: string, html: string): ComponentNode => ({
    kind: 'component',
    id,
    elType: 'Text',
    version: 1,
    page: 0,
    properties: { value: html },
  });
  /** Hidden unless the earlier item has the answer: Assessment values compare by their weight. */
  const hiddenUnless = ({ item, answer }: NonNullable<InstrumentItem['askedWhen']>) => {
    const options = instrument.items.find((candidate) => candidate.id === item)?.options ?? [];
    const weight = options.find((option) => option.value === answer)?.weight;
    if (weight === undefined || options.filter((option) => option.weight === weight).length > 1)
      throw new Error(`${instrument.id}: ${item} has no answer ${answer} of its own weight`);
    return hiddenFromRules({
      statements: [{ componentId: componentOf(item), valueToCompare: weight }],
      negated: true,
    });
  };
  const questions = instrument.items.map(
    (item, index): ComponentNode => ({
      kind: 'component',
      id: componentOf(item.id),
      elType: ASSESSMENT_QUESTION_TYPE,
      version: 1,
      page: 0,
      properties: {
        label: `${item.number ?? index + 1}. ${item.text[language]}`,
        ...(item.required ? { required: true } : {}),
        ...(item.askedWhen ? { hidden: hiddenUnless(item.askedWhen) } : {}),
        answers: item.options.map((option) => ({
          text: option.label[language],
          value: option.weight,
          code: option.value,
        })),
        ...(item.loinc ? { loinc: item.loinc } : {}),
      },
    }),
  );
  const components = [
    text('Text1', `<p><strong>${escapeHtml(instrument.instructions[language])}</strong></p>`),
    ...questions,
    text('Text2', `<p><small>${escapeHtml(instrument.licence)}</small></p>`),
  ];
  const scoring = instrumentScoring(instrument);
  return {
    name: instrument.name[language],
    content: formContentSchema.parse({
      rows: components.map((component, index) => ({
        kind: 'row',
        id: `Row${index + 1}`,
        properties: {},
        columns: [
          { kind: 'column', id: `Column${index + 1}`, properties: { cols: 12 }, children: [component] },
        ],
      })),
      scoring: {
        ...scoring,
        // The form's Assessment answers own the weights (contentScoring).
        weights: {},
        scales: scoring.scales.map((scale) => ({ ...scale, items: scale.items.map(componentOf) })),
        alerts: scoring.alerts.map((alert) => ({ ...alert, item: componentOf(alert.item) })),
      },
    }),
  };
}
