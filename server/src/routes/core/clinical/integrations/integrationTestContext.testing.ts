import { afterAll, beforeAll, vi } from 'vitest';
import { type ClinicalTestContext, createClinicalTestContext } from '../shared/clinicalTestContext';

/**
 * A clinical test server whose DoseSpot and eMAR sandboxes answer at once and give up after
 * 100 ms (the sandboxes read INTEGRATION_* when the server starts), for the current describe.
 */
export function useIntegrationTestContext(): () => ClinicalTestContext {
  let context: ClinicalTestContext | undefined;
  beforeAll(async () => {
    vi.stubEnv('INTEGRATION_SANDBOX_LATENCY_MS', '0');
    vi.stubEnv('INTEGRATION_TIMEOUT_MS', '100');
    context = await createClinicalTestContext();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await context?.t.close();
  });
  return () => {
    if (!context) throw new Error('the integration test context is made in beforeAll');
    return context;
  };
}
