import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendAppPage } from './sendAppPage';

interface WebApp {
  /** URL prefix, ending in a slash. */
  prefix: string;
  dist: string;
}

/** The built page and its compressed copies, which hold the nonce placeholder. */
const isIndexFile = (pathName: string) => path.posix.basename(pathName).startsWith('index.html');

/**
 * Serves the built portal at / and the staff app at /staff/, with history fallback so a
 * deep link (e.g. /documents or /staff/forms/3) works on reload. Hashed assets are cached
 * for a year and sent compressed; index.html is always revalidated so a new build shows at once,
 * and only ever sent with its nonce filled in (sendAppPage), never as the built file.
 */
export async function serveWebApps(app: FastifyInstance, webRoot: string): Promise<void> {
  const apps: WebApp[] = [
    { prefix: '/staff/', dist: path.join(webRoot, 'apps/staff/dist') },
    { prefix: '/', dist: path.join(webRoot, 'apps/portal/dist') },
  ];
  const available = apps.filter((a) => fs.existsSync(path.join(a.dist, 'index.html')));
  for (const webApp of available) {
    await app.register(fastifyStatic, {
      root: webApp.dist,
      prefix: webApp.prefix,
      decorateReply: webApp === available[0],
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !isIndexFile(pathName),
      // The build writes .br and .gz copies beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      (!path.extname(pathname) || path.posix.basename(pathname) === 'index.html');
    const webApp = wantsPage
      ? available.find((a) => pathname.startsWith(a.prefix) || `${pathname}/` === a.prefix)
      : undefined;
    if (!webApp) {
      void reply.status(404).send({ messages: ['Not found.'] });
      return;
    }
    return sendAppPage(reply, path.join(webApp.dist, 'index.html'));
  });
}
