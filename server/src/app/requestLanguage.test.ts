import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { requestLanguage, withRequestLanguage } from './requestLanguage';

describe('requestLanguage', () => {
  const app = Fastify();
  app.get('/language', (request) => ({
    language: requestLanguage(request),
    link: withRequestLanguage('/api/portal/Documents/Download/t/1', request),
  }));
  afterAll(() => app.close());

  const ask = async (url: string, acceptLanguage?: string) =>
    (
      await app.inject({
        method: 'GET',
        url,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      })
    ).json();

  it("reads the app's Accept-Language: Spanish when listed first, else English", async () => {
    expect(await ask('/language', 'es-MX,es;q=0.9')).toEqual({
      language: 'es',
      link: '/api/portal/Documents/Download/t/1?lang=es',
    });
    expect(await ask('/language', 'en-US,es;q=0.5')).toMatchObject({ language: 'en' });
    expect(await ask('/language')).toEqual({ language: 'en', link: '/api/portal/Documents/Download/t/1' });
  });

  it('lets a page opened by its URL name its language, over the browser’s own', async () => {
    expect(await ask('/language?lang=es', 'en-US')).toMatchObject({ language: 'es' });
    expect(await ask('/language?lang=en', 'es')).toMatchObject({ language: 'en' });
  });
});
