import crypto from 'node:crypto';
import type { LiveTicket } from '@clinic/api-contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Audience } from '../auth/sessionToken';

/** Long enough to open the stream right after asking, short enough to be useless once logged. */
export const liveTicketSeconds = 30;

const issuer = 'clinic-suite';
/** A ticket is not a session token: its own audience keeps each out of the other's place. */
const ticketAudience = (audience: Audience) => `${audience}-live`;

/** Ticket ids already used, with when they expire; tickets are single use within this process. */
const redeemed = new Map<string, number>();

export async function mintLiveTicket(
  key: Uint8Array,
  audience: Audience,
  sessionId: string,
): Promise<LiveTicket> {
  const ticket = await new SignJWT({ sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(ticketAudience(audience))
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${liveTicketSeconds}s`)
    .sign(key);
  return { ticket, expiresInSeconds: liveTicketSeconds };
}

/** The session id a ticket stands for, once: a second use, or any other token, gives undefined. */
export async function redeemLiveTicket(
  key: Uint8Array,
  audience: Audience,
  ticket: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(ticket, key, {
      algorithms: ['HS256'],
      issuer,
      audience: ticketAudience(audience),
    });
    if (typeof payload.sessionId !== 'string' || !payload.jti || typeof payload.exp !== 'number') {
      return undefined;
    }
    const nowMs = Date.now();
    for (const [jti, expiresMs] of redeemed) if (expiresMs <= nowMs) redeemed.delete(jti);
    if (redeemed.has(payload.jti)) return undefined;
    redeemed.set(payload.jti, payload.exp * 1000);
    return payload.sessionId;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
