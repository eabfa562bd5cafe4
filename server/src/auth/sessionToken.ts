import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { sessionIdleTimeoutMs } from './sessionPolicy';

export type Audience = 'portal' | 'core';

/**
 * The identity claim `sid` holds JSON of identifiers only (portal.md section 3): never a name
 * or a date of birth. The portal's shape follows the spec's User (LocationId, Patient.Id).
 */
export interface PortalSid {
  sessionId: string;
  loginId: string;
  LocationId: string | null;
  Patient: { Id: string };
}

export interface StaffSid {
  sessionId: string;
  staffUserId: string;
}

const issuer = 'clinic-suite';

/** jose imports raw key bytes on every call; a KeyObject made once per key skips that. */
const keyObjects = new WeakMap<Uint8Array, KeyObject>();
function keyObjectOf(key: Uint8Array): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = createSecretKey(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

/** A token for the session, issued at `nowMs` (tests give an earlier time to age it). */
export async function signSessionToken(
  key: Uint8Array,
  audience: Audience,
  sid: PortalSid | StaffSid,
  nowMs = Date.now(),
): Promise<string> {
  return new SignJWT({ sid: JSON.stringify(sid) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(new Date(nowMs))
    .setExpirationTime(new Date(nowMs + sessionIdleTimeoutMs))
    .sign(keyObjectOf(key));
}

export interface VerifiedToken {
  sid: Record<string, unknown>;
  issuedAtMs: number;
  expiresAtMs: number;
}

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer,
 * audience and expiry. Returns undefined for any token that is not ours and current.
 */
export async function verifySessionToken(
  key: Uint8Array,
  audience: Audience,
  token: string,
): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyObjectOf(key), { algorithms: ['HS256'], issuer, audience });
    if (
      typeof payload.sid !== 'string' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    ) {
      return undefined;
    }
    const sid: unknown = JSON.parse(payload.sid);
    if (typeof sid !== 'object' || sid === null || Array.isArray(sid)) return undefined;
    return {
      sid: sid as Record<string, unknown>,
      issuedAtMs: payload.iat * 1000,
      expiresAtMs: payload.exp * 1000,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
