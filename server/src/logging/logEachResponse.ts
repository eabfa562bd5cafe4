import type { AppInstance } from '../app/appInstance';

/**
 * One log line per request, written when it is answered: method, URL (link secrets redacted),
 * client address, status and time taken. Fastify's default writes two, one on arrival and one
 * on completion; each costs pino's serialising and redaction, together about a quarter of a
 * document read's rate at the default level. A request that never completes leaves no line.
 * Pair with Fastify's `disableRequestLogging`.
 */
export function logEachResponse(app: AppInstance): void {
  // No hook at all when the line would not be written (warn, error, silent, no logger).
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
