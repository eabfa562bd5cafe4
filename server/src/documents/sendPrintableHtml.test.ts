import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { printableHtmlPolicy } from './renderDocumentHtml';
import { sendPrintableHtml } from './sendPrintableHtml';

it('answers printable HTML that runs nothing, is not sniffed and is not cached', async () => {
  const app = Fastify();
  app.get('/print', (_request, reply) => sendPrintableHtml(reply, '<p>Printed</p>'));
  const res = await app.inject({ method: 'GET', url: '/print' });
  expect(res.body).toBe('<p>Printed</p>');
  expect(res.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': printableHtmlPolicy,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  await app.close();
});
