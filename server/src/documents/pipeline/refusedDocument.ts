import {
  type DocumentLanguage,
  type DocumentTexts,
  type FieldError,
  type FormContent,
  fieldErrorText,
  forEachComponent,
} from '@clinic/forms-core';
import { HttpError } from '../../app/httpError';
import { componentLabel } from '../componentLabel';
import { documentMessages } from '../documentMessages';

export type RefusalReason = 'incomplete' | 'unreadable';

/** The headline of a refused document, first of the reply's messages. */
const headlines: DocumentTexts<Record<RefusalReason, string>> = {
  en: {
    incomplete: documentMessages.invalidResults,
    unreadable: documentMessages.unreadableResults,
  },
  es: {
    incomplete: 'Algunos campos necesitan su atención antes de poder completar este documento.',
    unreadable: 'Algunas respuestas no se pudieron leer. Vuelva a abrir el documento y escríbalas de nuevo.',
  },
};

/**
 * The 400 of a document the pipeline refused: the codes by component id (`fieldErrorCodes`,
 * which the apps word in the language they show), the same as texts in the caller's language
 * (`fieldErrors`), and one line per problem, "Label: message", under the headline.
 */
export function refusedDocument(
  content: FormContent,
  errors: Readonly<Record<string, FieldError[]>>,
  language: DocumentLanguage,
  reason: RefusalReason,
): HttpError {
  const labels = new Map<string, string>();
  forEachComponent(content.rows, (component) => labels.set(component.id, componentLabel(component)));
  const fieldErrors: Record<string, string[]> = {};
  const lines: string[] = [];
  for (const [id, list] of Object.entries(errors)) {
    fieldErrors[id] = list.map((error) => fieldErrorText(error, language));
    for (const text of fieldErrors[id]) lines.push(`${labels.get(id) ?? id}: ${text}`);
  }
  return new HttpError(400, [headlines[language][reason], ...lines], fieldErrors, { ...errors });
}
