import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The content policy of every reply that sets no policy of its own (API answers, downloads,
 * assets, errors): a browser that renders one loads nothing, submits nothing and frames it nowhere.
 * The app pages (web/appPagePolicy.ts) and printable pages (documents/sendPrintableHtml.ts) send theirs.
 */
const defaultPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The API reference (swagger-ui at /api/docs): its own scripts only, like the apps, but
 * swagger-ui's bundle writes a style element at run time that no nonce reaches, so inline styles
 * are allowed on this one page, which holds no patient data and which no one frames.
 */
const apiDocsPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const apiDocsPath = /^\/api\/docs(?:[/?]|$)/;

export interface SecurityHeadersOptions {
  /** The server's public base URL: HSTS is sent only when it is https. */
  publicUrl: string;
}

/** Helmet's headers with our policy; built once, as helmet() precomputes each header. */
function headersWithPolicy(policy: string, https: boolean) {
  const options: HelmetOptions = {
    contentSecurityPolicy: false,
    // Browsers that predate frame-ancestors.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // A year, as browsers' preload lists ask; never sent for a plain-http deployment, where it
    // would be ignored anyway, nor pinned by a local http test run.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const apply = helmet(options);
  return (request: Parameters<typeof apply>[0], response: Parameters<typeof apply>[1]) => {
    response.setHeader('content-security-policy', policy);
    apply(request, response, () => {});
  };
}

/**
 * Security headers on every reply (issue 16): helmet's set (nosniff, no referrer, frame denial,
 * cross-origin isolation of resources and windows, HSTS when public over https), a content
 * policy, and `Cache-Control: no-store` on every /api reply, since most carry patient data. A
 * route that needs other values sets them itself (reply.header wins over these raw defaults).
 */
export function securityHeaders(app: FastifyInstance, { publicUrl }: SecurityHeadersOptions): void {
  const https = new URL(publicUrl).protocol === 'https:';
  const everyReply = headersWithPolicy(defaultPolicy, https);
  const apiDocsReply = headersWithPolicy(apiDocsPolicy, https);
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    // Raw headers, so a reply that takes over the socket (the live SSE stream) carries them too.
    (apiDocsPath.test(url) ? apiDocsReply : everyReply)(request.raw, reply.raw);
    done();
  });
}
