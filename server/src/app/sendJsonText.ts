import type { FastifyReply } from 'fastify';
import type { JsonText } from '../db/json/jsonTextSql';

/**
 * Answers with JSON text built elsewhere (by the database) as it is. Fastify sends a string
 * whose content type is JSON without serialising it; the route's reply type describes the
 * parsed body, so the text is handed back typed as the reply it stands for.
 */
export function sendJsonText<Reply>(reply: FastifyReply, text: JsonText<Reply>): Reply {
  void reply.type('application/json; charset=utf-8');
  return text as unknown as Reply;
}
