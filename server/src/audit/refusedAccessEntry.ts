import type { AuditEntry } from './recordAudit';

/** Path parameters that name a record (`id`, `patientId`, `eocId`...); codes and tokens are secrets. */
const namesRecord = (param: string) => param === 'id' || param.endsWith('Id');

/** Resource ids are UUIDs; a longer value is cut rather than stored whole. */
const maxResourceIdLength = 200;

/**
 * The audit entry of a request refused with 403 or 404: what the caller asked for, named by the
 * route (`Documents/{id}`, relative to /api/core/ or /api/portal/) and the ids in its path.
 * The route, not the code that refused, names it: every route is covered the same way, and the
 * row says what was asked for, not which lookup happened to fail.
 */
export function refusedAccessEntry(method: string, routeUrl: string, params: unknown): AuditEntry {
  const ids =
    typeof params === 'object' && params !== null
      ? Object.entries(params).flatMap(([name, value]) =>
          namesRecord(name) && typeof value === 'string' ? [value] : [],
        )
      : [];
  return {
    action: method === 'GET' || method === 'HEAD' ? 'read' : method === 'DELETE' ? 'delete' : 'write',
    resource: routeUrl.replace(/^\/api\/(core|portal)\//, '').replace(/:(\w+)/g, '{$1}'),
    resourceId: ids.length === 0 ? null : ids.join('/').slice(0, maxResourceIdLength),
    outcome: 'denied',
  };
}
