import type { FastifyReply } from 'fastify';
import type { JsonBytes, JsonText } from '../db/json/jsonTextSql';

/**
 * Answers with JSON text (or its UTF-8 bytes) built elsewhere, by the database or from kept
 * parts, as it is. Fastify sends a string whose content type is JSON, and any Buffer, without
 * serialising it; the route's reply type describes the parsed body, so the text is handed back
 * typed as the reply it stands for.
 */
export function sendJsonText<Reply>(reply: FastifyReply, text: JsonText<Reply> | JsonBytes<Reply>): Reply {
  void reply.type('application/json; charset=utf-8');
  return text as unknown as Reply;
}
