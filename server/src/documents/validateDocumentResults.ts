import {
  eachLayoutComponent,
  evaluateHidden,
  type FormContent,
  type Results,
  validateForm,
} from '@clinic/forms-core';
import { componentLabel } from './componentLabel';
import { resultsScope } from './resultsScope';

export interface ResultsValidationOptions {
  /** 'form-submitter' for staff, 'e-form' for the portal (only patient-editable fields are checked). */
  mode: 'form-submitter' | 'e-form';
  /** True while the form is still being filled in (a patient signature may come later). */
  filling?: boolean;
}

export interface ResultsValidation {
  valid: boolean;
  /** Messages per component id, exactly as forms.md section 5 words them. */
  fieldErrors: Record<string, string[]>;
  /** One line per problem, "Label: message", for the alert. */
  messages: string[];
}

/**
 * Re-validates results against the version content on the server: a client's own check is never
 * trusted. Hidden conditions are evaluated from the same results, so a hidden field is not checked.
 */
export function validateDocumentResults(
  content: FormContent,
  results: Results,
  options: ResultsValidationOptions,
): ResultsValidation {
  const scope = resultsScope(results);
  const hiddenById = new Map<string, unknown>();
  for (const component of eachLayoutComponent(content.rows))
    hiddenById.set(component.id, component.properties.hidden);
  const outcome = validateForm(content, results, {
    mode: options.mode,
    filling: options.filling ?? false,
    isHidden: (id) => evaluateHidden(hiddenById.get(id), scope),
  });
  const labels = new Map<string, string>();
  for (const component of eachLayoutComponent(content.rows))
    labels.set(component.id, componentLabel(component));
  const messages = Object.entries(outcome.errors).flatMap(([id, list]) =>
    list.map((message) => `${labels.get(id) ?? id}: ${message}`),
  );
  return { valid: outcome.valid, fieldErrors: outcome.errors, messages };
}
