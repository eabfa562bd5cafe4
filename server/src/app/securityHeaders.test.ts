import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

/** A bare app with the headers and the kinds of reply the server gives. */
function appAt(publicUrl: string): FastifyInstance {
  const app = Fastify();
  securityHeaders(app, { publicUrl });
  app.get('/api/portal/Auth/CurrentUser', async () => ({ dateOfBirth: '1990-04-12' }));
  app.get('/api/cacheable', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send({}),
  );
  app.get('/api/failing', async () => {
    throw new Error('boom');
  });
  app.get('/api/docs', async (_request, reply) => reply.type('text/html').send('<p>docs</p>'));
  app.get('/api/live', (_request, reply) => {
    // As the SSE stream does: the route writes the head itself.
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end(': connected\n\n');
  });
  app.get('/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
  return app;
}

describe('security headers on every reply', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('an API answer with patient data is never stored, sniffed, framed or sent on as a referrer', async () => {
    app = appAt('http://localhost:3000');
    const res = await app.inject({ method: 'GET', url: '/api/portal/Auth/CurrentUser' });
    expect(res.json()).toEqual({ dateOfBirth: '1990-04-12' });
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy':
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps the headers on errors, unknown addresses and replies that write their own head', async () => {
    app = appAt('http://localhost:3000');
    for (const url of ['/api/failing', '/api/nothing-here', '/api/live']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/failing' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('lets a route choose its own caching; replies outside /api get no cache rule from here', async () => {
    app = appAt('http://localhost:3000');
    const cacheable = await app.inject({ method: 'GET', url: '/api/cacheable' });
    expect(cacheable.headers['cache-control']).toBe('public, max-age=60');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBeUndefined();
    expect(icon.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('gives the API reference a policy of its own, still never framed', async () => {
    app = appAt('http://localhost:3000');
    for (const url of ['/api/docs', '/api/docs?x=1']) {
      const policy = (await app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('sends HSTS only when the public address is https', async () => {
    app = appAt('http://clinic.example.org');
    expect((await app.inject({ method: 'GET', url: '/api/live' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    await app.close();
    app = appAt('https://clinic.example.org');
    for (const url of ['/api/portal/Auth/CurrentUser', '/favicon.svg', '/api/live']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
