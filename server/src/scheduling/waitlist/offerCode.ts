import crypto from 'node:crypto';

/** An offer is held for its patient this long, then passes to the next one waiting. */
export const offerValidHours = 2;

/** Only the SHA-256 of a code is stored: a database reader cannot book with it. */
export function hashOfferCode(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}

/** 32 random bytes, base64url (43 characters), for the e-mailed link. */
export function newOfferCode(): { code: string; codeHash: string } {
  const code = crypto.randomBytes(32).toString('base64url');
  return { code, codeHash: hashOfferCode(code) };
}
