import crypto from 'node:crypto';

/** A keyed hash of a limit's subject (an address, a network, an account), base64url. */
export type SubjectDigest = (subject: string) => string;

/**
 * Limits and sign-in links keep their subjects only as an HMAC under a key derived from the
 * server's signing key (HKDF, its own label): the table names no e-mail address or client
 * address, and a list of known addresses cannot be matched against it without the key. Every
 * server on one database derives the same key, so their counts meet.
 */
export function createSubjectDigest(serverKey: Uint8Array): SubjectDigest {
  const key = Buffer.from(crypto.hkdfSync('sha256', serverKey, '', 'rate-limit subjects', 32));
  return (subject) => crypto.createHmac('sha256', key).update(subject).digest('base64url');
}
