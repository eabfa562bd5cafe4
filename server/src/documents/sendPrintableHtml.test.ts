import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { sendPrintableHtml } from './sendPrintableHtml';

it('answers printable HTML that runs nothing, is framed nowhere, is not sniffed and is not cached', async () => {
  const app = Fastify();
  app.get('/print', (_request, reply) => sendPrintableHtml(reply, '<p>Printed</p>'));
  const res = await app.inject({ method: 'GET', url: '/print' });
  expect(res.body).toBe('<p>Printed</p>');
  expect(res.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  // Nothing runs or loads but its own styles and data-URL images; no page may frame it.
  const policy = res.headers['content-security-policy'];
  expect(policy).toMatch(/^default-src 'none'; img-src data:; style-src 'unsafe-inline';/);
  expect(policy).not.toMatch(/script-src/);
  expect(policy).toMatch(/frame-ancestors 'none'/);
  await app.close();
});
