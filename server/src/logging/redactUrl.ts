/**
 * URL paths that carry a secret in a segment: sign-in link hashes, access codes, download
 * tokens, e-form and waitlist codes, account numbers. The secret segment is replaced before
 * anything is logged.
 */
const secretSegmentPatterns: RegExp[] = [
  /^(\/confirm\/)[^/?#]+/i,
  /^(\/waitlist\/)[^/?#]+/i,
  /^(\/eform\/)[^/?#]+/i,
  /^(\/api\/portal\/Accesses\/Patients\/)[^/?#]+/i,
  /^(\/api\/(?:portal|core)\/(?:Documents|DocumentGroups)\/Download\/)[^/?#]+/i,
  /^(\/api\/portal\/Waitlist\/Offer\/)[^/?#]+/i,
  /^(\/api\/(?:portal|core)\/EForms\/)[^/?#]+/i,
  /^(\/api\/(?:portal|core)\/Files\/)[^/?#]+/i,
  /^(\/api\/portal\/Patients\/getSaveCardByAccountNumber\/)[^/?#]+/i,
];

/**
 * Query parameters whose value is logged: paging, filters and ids. Any other value (a token, a
 * search phrase, a last name) is replaced, so a parameter added later is hidden until listed here.
 */
const loggedQueryKeys = new Set([
  'page',
  'pagesize',
  'status',
  'unreadonly',
  'includedeleted',
  'disable',
  'lang',
  'from',
  'to',
  'locationid',
  'serviceid',
  'eocid',
  'patientid',
  'clinicianid',
  'scope',
]);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of secretSegmentPatterns) pathPart = pathPart.replace(pattern, '$1[redacted]');
  if (queryStart === -1) return pathPart;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (!loggedQueryKeys.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  const query = params.toString();
  return query ? `${pathPart}?${query}` : pathPart;
}
