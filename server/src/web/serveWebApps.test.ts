import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../app/securityHeaders';
import { renderDocumentsHtml } from '../documents/renderDocumentHtml';
import { noncePlaceholder } from './sendAppPage';
import { serveWebApps } from './serveWebApps';

/** An index.html as Vite writes it with html.cspNonce: the placeholder on every tag and in the meta. */
const builtPage = (title: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${noncePlaceholder}">` +
  `<style nonce="${noncePlaceholder}">.boot{}</style>` +
  `<script type="module" crossorigin src="/assets/app.js" nonce="${noncePlaceholder}"></script>` +
  `<title>${title}</title></head><body></body></html>`;

/** A built tree of both apps under a temporary WEB_ROOT. */
function writeBuiltApps(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
  for (const [app, title] of [
    ['portal', 'Patient Portal'],
    ['staff', 'Clinic Staff'],
  ] as const) {
    const dist = path.join(root, 'apps', app, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), builtPage(title));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  }
  return root;
}

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('the app pages under their content policy', () => {
  let webRoot: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webRoot = writeBuiltApps();
    app = Fastify();
    securityHeaders(app, { publicUrl: 'http://localhost:3000' });
    await serveWebApps(app, webRoot);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url });

  it('sends each app page with a fresh nonce, the same in the page and in its policy', async () => {
    const nonces = new Set<string>();
    for (const [url, title] of [
      ['/', 'Patient Portal'],
      ['/documents/3', 'Patient Portal'],
      ['/staff/', 'Clinic Staff'],
      ['/staff/forms/3', 'Clinic Staff'],
      ['/staff/index.html', 'Clinic Staff'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body, url).not.toContain(noncePlaceholder);
      const inPage = [...res.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(inPage).size, url).toBe(1);
      const nonce = inPage[0] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(directives(res.headers['content-security-policy'] as string).get('style-src')).toContain(
        `'nonce-${nonce}'`,
      );
      nonces.add(nonce);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(nonces.size).toBe(5);
  });

  it('allows no inline or foreign script, frames nowhere, connects and loads images only here and from data:', async () => {
    const policy = directives((await page('/')).headers['content-security-policy'] as string);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // Style elements need the nonce; 'unsafe-inline' would switch nonces off anyway.
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it("allows the printable page's style sheet, which the portal's print frame inherits the policy for", async () => {
    const printable = renderDocumentsHtml('Visit', []);
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(printable)?.[1] ?? '';
    const hash = createHash('sha256').update(sheet).digest('base64');
    const policy = directives((await page('/')).headers['content-security-policy'] as string);
    expect(policy.get('style-src')).toContain(`'sha256-${hash}'`);
  });

  it('never serves the built page with its placeholder, and serves assets under the default policy', async () => {
    expect((await page('/index.html')).body).not.toContain(noncePlaceholder);
    const asset = await page('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});
