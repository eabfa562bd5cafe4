import crypto from 'node:crypto';

/** A download link works for five minutes: long enough to click, short enough not to be shared. */
export const downloadTokenTtlMs = 5 * 60 * 1000;

/**
 * The token is `<expiry>.<signature>`: the expiry in seconds (base 36) and an HMAC-SHA256 of
 * purpose, file id and expiry under the server's signing key. A JWT would say the same, but at
 * over 200 characters it does not fit a path segment (Fastify allows 100).
 */
function signature(key: Uint8Array, fileId: string, expiry: string, purpose: DownloadPurpose): string {
  return crypto.createHmac('sha256', key).update(`${purpose}\n${fileId}\n${expiry}`).digest('base64url');
}

/**
 * What a token opens: a stored file (`download`, the id names the file), the PDF of a completed
 * document (`document-pdf`, the id names the document) or of a completed document group
 * (`document-group-pdf`, the id names the group). A token of one purpose never opens another.
 */
export type DownloadPurpose = 'download' | 'document-pdf' | 'document-group-pdf';

/** A download link as the DownloadToken calls answer it. */
export interface DownloadLink {
  token: string;
  expiresAt: string;
  url: string;
}

/** The link `/api/{segment}/Documents/Download/{token}/{id}` that opens `id` for `purpose`. */
export function downloadLink(
  key: Uint8Array,
  segment: 'core' | 'portal',
  id: string,
  purpose: DownloadPurpose = 'download',
): DownloadLink {
  const { token, expiresAt } = signDownloadToken(key, id, Date.now(), purpose);
  return { token, expiresAt, url: `/api/${segment}/Documents/Download/${token}/${id}` };
}

/** A short-lived token naming one stored file; Download/{token}/{id} serves that file only. */
export function signDownloadToken(
  key: Uint8Array,
  fileId: string,
  now = Date.now(),
  purpose: DownloadPurpose = 'download',
): { token: string; expiresAt: string } {
  const expiresAtMs = now + downloadTokenTtlMs;
  const expiry = Math.floor(expiresAtMs / 1000).toString(36);
  return {
    token: `${expiry}.${signature(key, fileId, expiry, purpose)}`,
    expiresAt: new Date(expiresAtMs).toISOString(),
  };
}

/** Whether the token is ours, unexpired, and names this file (compared in constant time). */
export function downloadTokenAllows(
  key: Uint8Array,
  token: string,
  fileId: string,
  now = Date.now(),
  purpose: DownloadPurpose = 'download',
): boolean {
  const [expiry, given, extra] = token.split('.');
  if (!expiry || !given || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(expiry)) return false;
  if (Number.parseInt(expiry, 36) * 1000 <= now) return false;
  const expected = Buffer.from(signature(key, fileId, expiry, purpose));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
