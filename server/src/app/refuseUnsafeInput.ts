import type { DocumentLanguage, DocumentTexts } from '@clinic/forms-core';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest, type HttpError } from './httpError';
import { requestLanguage } from './requestLanguage';
import { findUnsafeInput, maxInputDepth, type UnsafeInput, type UnsafeInputProblem } from './unsafeInput';

const problemTexts: DocumentTexts<Record<UnsafeInputProblem, string>> = {
  en: {
    text: 'Contains a character that cannot be saved (a null character or a broken Unicode character).',
    depth: `Nested too deeply: at most ${maxInputDepth} levels.`,
  },
  es: {
    text: 'Contiene un carácter que no se puede guardar (un carácter nulo o un carácter Unicode incompleto).',
    depth: `Demasiados niveles anidados: como máximo ${maxInputDepth}.`,
  },
};

/** The 400 for unsafe input, shaped like a validation error: "field: message", in the caller's language. */
export function unsafeInputError(found: UnsafeInput, part: string, language: DocumentLanguage): HttpError {
  const key = found.path.join('.') || part;
  const text = problemTexts[language][found.problem];
  return badRequest([`${key}: ${text}`], { [key]: [text] });
}

/**
 * preValidation hook for every route: path parameters, query and JSON body are walked once,
 * before their schema and long before the database, and a NUL, a lone surrogate or nesting past
 * maxInputDepth anywhere is answered with 400 (docs/decisions.md, "Hardening: input bounds and logs").
 */
export function refuseUnsafeInput(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [part, value] of Object.entries(parts)) {
    const found = findUnsafeInput(value);
    if (found) {
      done(unsafeInputError(found, part, requestLanguage(request)));
      return;
    }
  }
  done();
}
