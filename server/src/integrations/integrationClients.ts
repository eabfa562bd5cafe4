import type { DoseSpotClient } from './doseSpot/doseSpotClient';
import { createSandboxDoseSpotClient } from './doseSpot/sandboxDoseSpotClient';
import type { EmarClient } from './emar/emarClient';
import { createSandboxEmarClient } from './emar/sandboxEmarClient';
import { type SandboxSettings, sandboxSettingsFromEnv } from './sandbox/sandboxSettings';

/** The external clinical services the API talks to. */
export interface IntegrationClients {
  doseSpot: DoseSpotClient;
  emar: EmarClient;
}

/** The built-in sandbox services; a real adapter replaces one by implementing its interface. */
export function createSandboxIntegrations(settings: SandboxSettings): IntegrationClients {
  return { doseSpot: createSandboxDoseSpotClient(settings), emar: createSandboxEmarClient(settings) };
}

/** The clients used when none are passed in: the sandboxes, set up from INTEGRATION_* variables. */
export function defaultIntegrations(
  env: Record<string, string | undefined> = process.env,
): IntegrationClients {
  return createSandboxIntegrations(sandboxSettingsFromEnv(env));
}
