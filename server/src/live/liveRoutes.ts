import { errorReplySchema, liveStreamQuerySchema, liveTicketReplySchema } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app/appInstance';
import { unauthorized } from '../app/httpError';
import { loadLiveSession, type SessionRow } from '../auth/sessionStore';
import type { Audience } from '../auth/sessionToken';
import { liveBusOf } from './liveBus';
import { mintLiveTicket, redeemLiveTicket } from './liveTicket';
import { openSseStream } from './sseStream';

export interface LiveRoutesOptions {
  audience: Audience;
  tag: string;
  /** What the stream carries, for the API documentation. */
  events: string;
  /** The bus channel a live session listens to; undefined refuses the stream. */
  channelOf: (session: SessionRow) => string | undefined;
}

/**
 * POST api/{segment}/Live/Ticket and GET api/{segment}/Live. EventSource cannot send an
 * Authorization header, so the signed-in app first asks for a single-use ticket (30 seconds)
 * and opens the stream with `?access_token=<ticket>`; a bearer header is accepted as well.
 * A session token in the query string is refused, so no session token ends up in a URL.
 */
export function registerLiveRoutes(app: AppInstance, options: LiveRoutesOptions): void {
  const { audience } = options;
  const prefix = `/api/${audience}`;
  const signedInSessionId = (request: FastifyRequest) =>
    audience === 'core' ? request.staff?.sessionId : request.portal?.sessionId;

  app.post(
    `${prefix}/Live/Ticket`,
    {
      schema: {
        tags: [options.tag],
        summary: 'A single-use ticket (30 s) to open the Live stream with ?access_token=',
        security: [{ bearer: [] }],
        response: { 200: liveTicketReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const sessionId = signedInSessionId(request);
      if (!sessionId) throw unauthorized();
      return mintLiveTicket(app.deps.signingKey, audience, sessionId);
    },
  );

  app.get(
    `${prefix}/Live`,
    {
      config: { public: true },
      schema: {
        tags: [options.tag],
        summary: 'Server-Sent Events stream (text/event-stream) of live updates',
        description: `Opens with ?access_token=<ticket from Live/Ticket> or a bearer header. ${options.events} A ': ping' comment every 20 seconds; the stream ends when the session does.`,
        querystring: liveStreamQuerySchema,
        produces: ['text/event-stream'],
        response: { 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const ticket = request.query.access_token;
      const sessionId =
        signedInSessionId(request) ??
        (ticket ? await redeemLiveTicket(app.deps.signingKey, audience, ticket) : undefined);
      if (!sessionId) throw unauthorized();
      const session = await loadLiveSession(app.deps.db, sessionId, audience);
      const channel = session ? options.channelOf(session) : undefined;
      if (!channel) throw unauthorized();
      openSseStream(request, reply, {
        bus: liveBusOf(app.deps),
        channel,
        stillAllowed: async () => (await loadLiveSession(app.deps.db, sessionId, audience)) !== undefined,
      });
      return reply;
    },
  );

  // Open streams never go idle: end them so that closing the server does not wait for them.
  app.addHook('preClose', async () => {
    liveBusOf(app.deps).endAllStreams();
  });
}
