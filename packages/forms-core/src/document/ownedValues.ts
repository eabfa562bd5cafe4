import type { ComponentNode, FormContent, Results } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { fillChartSections } from './chartSections';
import type { DocumentContext } from './documentContext';
import type { DocumentLanguage } from './documentLanguage';
import { formHeaderHtml } from './formHeader';
import { type DocumentMode, isChartSection } from './mayEdit';

const FORM_HEADER_TYPE = 'FormHeader';

export interface OwnedValuesOptions {
  context: DocumentContext;
  language: DocumentLanguage;
  /** The mode of the one filling: a patient (e-form) keeps nothing of their own in a chart section. */
  mode: DocumentMode;
  /** The document's results before this change: a patient's save keeps what staff chose in a chart section. */
  stored?: Results;
}

/**
 * Values the pipeline fills from the records, never from whoever fills the form: the form header
 * (from the clinic, patient and episode, once the context names a patient) and the chart sections
 * (once the context holds the chart: the server on every save and completion).
 */
export interface OwnedValues {
  owns(component: ComponentNode): boolean;
  apply(content: FormContent, results: Results): Results;
}

export function ownedValues({ context, language, mode, stored }: OwnedValuesOptions): OwnedValues {
  const headerOwned = context.patient !== undefined && context.patient !== null;
  const chart = context.chart;
  const owns = (component: ComponentNode) =>
    (headerOwned && component.elType === FORM_HEADER_TYPE) ||
    (chart !== undefined && isChartSection(component));
  return {
    owns,
    apply(content, results) {
      let next = results;
      if (headerOwned) {
        const header = formHeaderHtml(context, language);
        forEachComponent(content.rows, (component) => {
          if (component.elType !== FORM_HEADER_TYPE || next[component.id] === header) return;
          if (next === results) next = { ...results };
          next[component.id] = header;
        });
      }
      if (chart !== undefined)
        next = fillChartSections(content, next, chart, {
          actor: mode === 'e-form' ? 'patient' : 'staff',
          ...(stored ? { stored } : {}),
        });
      return next;
    },
  };
}
