import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamFailure } from '../upstreamFailure';
import type { SandboxSettings } from './sandboxSettings';

/**
 * Sandbox test patients, like a vendor sandbox's test accounts: a synchronised external id
 * starting with one of these prefixes makes every call for that patient fail that way, and so
 * does a last name starting with one when the patient is synced.
 */
export const sandboxFailurePrefixes = { timeout: 'sandbox-timeout', error: 'sandbox-error' } as const;

function failureFor(settings: SandboxSettings, externalPatientId: string): SandboxSettings['failure'] {
  if (settings.failure !== 'none') return settings.failure;
  const id = externalPatientId.toLowerCase();
  if (id.startsWith(sandboxFailurePrefixes.timeout)) return 'timeout';
  if (id.startsWith(sandboxFailurePrefixes.error)) return 'error';
  return 'none';
}

/**
 * One round trip to a sandbox service: waits the latency, then answers `produce()`, or fails
 * the way a real service does (no answer until the client gives up, or a 503).
 */
export async function callSandbox<T>(
  service: UpstreamFailure['service'],
  settings: SandboxSettings,
  externalPatientId: string,
  produce: () => T,
): Promise<T> {
  const failure = failureFor(settings, externalPatientId);
  if (failure === 'timeout' || settings.latencyMs >= settings.timeoutMs) {
    await sleep(settings.timeoutMs);
    throw new UpstreamFailure(service, 'timeout', `no answer within ${settings.timeoutMs} ms`);
  }
  await sleep(settings.latencyMs);
  if (failure === 'error') throw new UpstreamFailure(service, 'error', 'HTTP 503 Service Unavailable');
  return produce();
}

/**
 * The id a sandbox gives a patient it takes: derived from our id, so syncing again answers the
 * same record, as the real services find a patient by the external reference they keep.
 */
export function sandboxPatientId(prefix: string, patientId: string): string {
  return `${prefix}-${createHash('sha256').update(patientId).digest('hex').slice(0, 12)}`;
}
