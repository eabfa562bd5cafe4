import type { DocumentLanguage, ExpressionLogger } from '@clinic/forms-core';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../app/requestLanguage';

/** Who a document change is for: the language its refusals are worded in, and where expressions report. */
export interface DocumentCaller {
  language: DocumentLanguage;
  logger: ExpressionLogger;
}

/**
 * The caller of a request. A failing expression is logged (forms.md section 8) with the form's
 * own expression text only: the error's message can quote a value, and answers never go to logs.
 */
export function documentCaller(request: FastifyRequest): DocumentCaller {
  return {
    language: requestLanguage(request),
    logger: {
      warn: (_message, detail) => {
        const expression =
          typeof detail === 'object' && detail !== null && 'expression' in detail
            ? detail.expression
            : undefined;
        request.log.warn({ expression }, 'form expression failed');
      },
    },
  };
}

/** A caller with no request (jobs, tests): English, expressions unlogged. */
export const silentCaller: DocumentCaller = { language: 'en', logger: { warn: () => undefined } };
