import type { FastifyServerOptions } from 'fastify';
import { errorSerializer } from './loggedError';
import { redactUrl } from './redactUrl';

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
}

/**
 * pino settings: JSON lines; request URLs scrubbed of link secrets and search terms; headers and
 * bodies never logged; errors by class, code and scrubbed message (loggedError.ts); and any field
 * that could hold a token, a date of birth or a card number censored.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.token',
        '*.code',
        '*.password',
        '*.dateOfBirth',
        '*.cardNumber',
        '*.cvv',
        '*.cvc',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: RequestLike) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      err: errorSerializer,
    },
  };
}
