import type { AppInstance } from '../app/appInstance';
import { HttpError } from '../app/httpError';
import { recordAudit } from './recordAudit';
import { refusedAccessEntry } from './refusedAccessEntry';

/** 404 is also the answer for another patient's record (never "exists but not yours"); 403 refuses by role. */
const refusals = new Set([403, 404]);

/**
 * Audits, with outcome `denied`, every request of a signed-in caller that a route refused with
 * 403 or 404: the caller, their address, and what they asked for. Registered once on the root
 * app, before the routes, so it covers every route; `onError` runs only for errors, so reads
 * that succeed pay nothing for it. The row is written after the route's transaction rolled
 * back, before the reply (the same 404 as before) is sent.
 */
export function auditRefusedAccess(app: AppInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof HttpError) || !refusals.has(error.statusCode)) return;
    if (!request.staff && !request.portal) return;
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined) return;
    try {
      await recordAudit(app.deps.db, request, refusedAccessEntry(request.method, routeUrl, request.params));
    } catch (failure) {
      // The caller is refused either way, and learns nothing from the reply; the log says the
      // trace is missing, by error class only (a database error's text may hold the row's values).
      request.log.error(
        { errorClass: failure instanceof Error ? failure.name : typeof failure },
        'audit of a refused request failed',
      );
    }
  });
}
