import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveBus, LiveEvent } from './liveBus';

/** A comment line this often keeps proxies from closing a quiet stream, and re-checks the session. */
export const heartbeatMs = 20_000;

export interface SseStreamOptions {
  bus: LiveBus;
  channel: string;
  /** Checked at each heartbeat: a revoked or expired session ends the stream. */
  stillAllowed: () => Promise<boolean>;
}

function frame(event: LiveEvent): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Turns the reply into a Server-Sent Events stream of one bus channel until either side ends it. */
export function openSseStream(request: FastifyRequest, reply: FastifyReply, options: SseStreamOptions): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    // nginx and similar would otherwise hold events back in a buffer.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 5000\n: connected\n\n');

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    if (!res.writableEnded) res.end();
  };
  const unsubscribe = options.bus.subscribe(options.channel, (event) => {
    if (!ended) res.write(frame(event));
  });
  const untrack = options.bus.track(end);
  const heartbeat = setInterval(() => {
    options
      .stillAllowed()
      .then((allowed) => {
        if (!allowed) end();
        else if (!ended) res.write(': ping\n\n');
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'live stream session check failed');
        end();
      });
  }, heartbeatMs);
  heartbeat.unref();
  res.on('close', end);
}
