import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it is answered: method, URL (link secrets redacted),
 * client address, status and time taken. Fastify's default writes two, one on arrival and one
 * on completion, and each costs pino's serialising and redaction: at the default level about a
 * tenth of a document read's rate. A request that never completes leaves no line. Fastify's
 * other lines (stream and serialiser errors, the server closing) are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
