import { z } from 'zod';

/** How the built-in sandbox services behave; one set for DoseSpot and eMAR. */
export interface SandboxSettings {
  /** Added to every answer, like a real round trip. */
  latencyMs: number;
  /** How long a call may take before it counts as timed out. */
  timeoutMs: number;
  /** Forces every call to time out or fail (a down service); 'none' lets patients decide (see callSandbox). */
  failure: 'none' | 'timeout' | 'error';
}

const envSchema = z.object({
  INTEGRATION_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(150),
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  INTEGRATION_SANDBOX_FAILURE: z.enum(['none', 'timeout', 'error']).default('none'),
});

/** Reads the sandbox settings from the environment; unset or empty variables take the defaults. */
export function sandboxSettingsFromEnv(env: Record<string, string | undefined>): SandboxSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid integration settings:\n${lines.join('\n')}`);
  }
  return {
    latencyMs: parsed.data.INTEGRATION_SANDBOX_LATENCY_MS,
    timeoutMs: parsed.data.INTEGRATION_TIMEOUT_MS,
    failure: parsed.data.INTEGRATION_SANDBOX_FAILURE,
  };
}
