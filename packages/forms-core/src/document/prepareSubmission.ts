import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import type { ExpressionLogger } from '../expressions/result';
import type { FormContent, Results } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { structurallyEqual } from '../rules/structurallyEqual';
import { type FieldError, fieldError } from '../validation/fieldError';
import { hasValueShape } from '../validation/validateComponentValue';
import type { DocumentContext } from './documentContext';
import { createDocumentEngine, type DocumentEngine } from './documentEngine';
import type { DocumentLanguage } from './documentLanguage';
import { isChartSection } from './mayEdit';

export interface SubmissionInput {
  content: FormContent;
  /** What the document holds now; {} for a new document. */
  stored: Results;
  /** The answers the caller sent; undefined when the request changes none. */
  sent: Results | undefined;
  /** Who sends them: staff fill in 'form-submitter' mode, patients in 'e-form' mode. */
  mode: 'form-submitter' | 'e-form';
  context?: DocumentContext;
  language?: DocumentLanguage;
  /** The one-time values stored with the document. */
  oneTimeValues?: Readonly<Record<string, unknown>>;
  /** A new document: the form's script runs once, before the sent answers are taken. */
  isNew?: boolean;
  logger?: ExpressionLogger;
}

export interface PreparedSubmission {
  /** The document as it will be stored, prepared: check it with checkDocument. */
  engine: DocumentEngine;
  results: Results;
  oneTimeValues: Record<string, unknown>;
  /**
   * Components whose sent value was not taken, in document order: the caller may not change
   * them (read-only, hidden, display, not editable in the e-form, filled from the records) or
   * the form has no such component.
   */
  ignored: string[];
  /** Sent values of the wrong shape for their type (invalidValue): a save with any is refused. */
  shapeErrors: Record<string, FieldError[]>;
}

/**
 * The server's side of a save: the stored document, prepared with its context (header and chart
 * filled from the records, computed properties, one-time values); then the sent answers the
 * caller may change are taken, judged on the document as it would be with them (a field another
 * answer shows is editable); the rest are kept as stored and reported. Finally each taken change
 * runs its onChange script, as the browser did when it was typed, except into components the
 * caller changed themselves (their own later edit wins).
 */
export function prepareSubmission(input: SubmissionInput): PreparedSubmission {
  const sent = input.sent ?? {};
  // Staff choose within chart sections (a vitals record, a code added in the form): their choice
  // goes in with the stored results, and the chart fills in every record's content.
  const staffChoices = input.mode === 'form-submitter' ? chartSectionChoices(input.content, sent) : {};
  const engine = createDocumentEngine({
    content: input.content,
    results: { ...input.stored, ...staffChoices },
    stored: input.stored,
    mode: input.mode,
    ...(input.context ? { context: input.context } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.oneTimeValues ? { oneTimeValues: input.oneTimeValues } : {}),
    ...(input.logger ? { logger: input.logger } : {}),
  });
  if (input.isNew) engine.runFormScript();
  const before = engine.getResults();
  const ignored = new Set<string>();
  const candidates: string[] = [];
  for (const id of Object.keys(sent)) {
    if (Object.hasOwn(staffChoices, id)) continue;
    const value = sent[id];
    if (!engine.components.has(id) || engine.isOwned(id)) {
      if (!structurallyEqual(value, before[id])) ignored.add(id);
      continue;
    }
    engine.setValue(id, value, 'loaded');
    candidates.push(id);
  }
  const taken = new Set<string>();
  for (const id of candidates) {
    if (structurallyEqual(sent[id], before[id])) continue;
    if (engine.mayEdit(id)) taken.add(id);
    else {
      engine.setValue(id, before[id], 'loaded');
      ignored.add(id);
    }
  }
  const shapeErrors: Record<string, FieldError[]> = {};
  for (const id of taken) {
    const component = engine.components.get(id);
    const entry = component && getCatalogueEntry(component.elType, component.version);
    if (entry && !hasValueShape(entry, sent[id])) shapeErrors[id] = [fieldError('invalidValue')];
  }
  const changedByCaller = (target: string) => taken.has(target) && engine.mayEdit(target);
  for (const id of engine.components.keys()) if (taken.has(id)) engine.runOnChange(id, changedByCaller);
  const order = [...engine.components.keys()];
  return {
    engine,
    results: engine.getResults(),
    oneTimeValues: engine.oneTimeValues(),
    ignored: [...ignored].sort((a, b) => indexOf(order, a) - indexOf(order, b)),
    shapeErrors,
  };
}

/** The sent values of the form's chart sections. */
function chartSectionChoices(content: FormContent, sent: Results): Results {
  const choices: Results = {};
  forEachComponent(content.rows, (component) => {
    if (isChartSection(component) && Object.hasOwn(sent, component.id))
      choices[component.id] = sent[component.id];
  });
  return choices;
}

/** Unknown ids sort after the form's components. */
function indexOf(order: readonly string[], id: string): number {
  const index = order.indexOf(id);
  return index === -1 ? order.length : index;
}
