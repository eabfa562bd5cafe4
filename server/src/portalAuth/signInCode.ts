import crypto from 'node:crypto';

/** The secret of an e-mailed link: 32 random bytes, base64url. */
export function newSignInCode(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this is stored: a database leak gives no usable link. */
export function hashSignInCode(code: string): string {
  return crypto.createHash('sha256').update(code).digest('hex');
}
