import type { FormScope } from '@clinic/forms-core';
import type { RichTextMentionItem } from '@clinic/forms-react';
import { richTextTexts as texts } from './richTextTexts';

/**
 * The document values a form's rich text may mention: those of the Form Header (forms.md
 * section 3). Documents fill them from forms-core's `formScopeOf`.
 */
function contextValues(): Record<keyof FormScope, string> {
  return {
    patientName: texts.patientName,
    mrn: texts.mrn,
    dateOfBirth: texts.dateOfBirth,
    eocNumber: texts.eocNumber,
    effectiveDate: texts.effectiveDate,
  };
}

/** The mention items of the patient and document values, read from the `form` scope root (labels in the chosen language). */
export function contextMentions(): readonly RichTextMentionItem[] {
  return Object.entries(contextValues()).map(([id, label]) => ({
    id,
    label,
    expression: `{{form.${id}}}`,
    group: 'context',
  }));
}
