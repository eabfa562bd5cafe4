import type { Transaction } from '../../db/database';
import { issueRequestCode } from '../requester/requestCodes';

/** The portal page the e-mailed cancel link opens (apps/portal, /cancel-request/{code}); no sign-in. */
export const cancelRequestPath = '/cancel-request/';

/** A visitor's single-use cancel link for their request; only the code's SHA-256 is stored. */
export async function issueCancelLink(
  tx: Transaction,
  publicUrl: string,
  requestId: string,
): Promise<string> {
  const code = await issueRequestCode(tx, 'cancelRequest', { requestId });
  return `${publicUrl}${cancelRequestPath}${code}`;
}
