import { describe, expect, it } from 'vitest';
import { createSandboxDoseSpotClient } from '../doseSpot/sandboxDoseSpotClient';
import { createSandboxEmarClient } from '../emar/sandboxEmarClient';
import { UpstreamFailure } from '../upstreamFailure';
import { type SandboxSettings, sandboxSettingsFromEnv } from './sandboxSettings';
import { seededRandom } from './seededRandom';

const fast: SandboxSettings = { latencyMs: 0, timeoutMs: 50, failure: 'none' };
const now = new Date('2024-05-15T12:00:00Z');
const dayMs = 86_400_000;

describe('sandbox integrations', () => {
  it('derives the same data from the same patient id, and other data from another', async () => {
    const doseSpot = createSandboxDoseSpotClient(fast);
    const a = await doseSpot.activeMedications('DS-1', now);
    expect(await doseSpot.activeMedications('DS-1', now)).toEqual(a);
    const others = await Promise.all(
      ['DS-2', 'DS-3', 'DS-4'].map((id) => doseSpot.activeMedications(id, now)),
    );
    expect(others.some((rows) => JSON.stringify(rows) !== JSON.stringify(a))).toBe(true);
    expect(seededRandom('x').next()).toBe(seededRandom('x').next());
  });

  it('waits the configured latency', async () => {
    const slow = createSandboxDoseSpotClient({ latencyMs: 60, timeoutMs: 1000, failure: 'none' });
    const started = Date.now();
    await slow.activeMedications('DS-1', now);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('times out or fails for sandbox test patients and when failure is forced', async () => {
    const doseSpot = createSandboxDoseSpotClient(fast);
    const timeout = doseSpot.activeMedications('sandbox-timeout', now);
    await expect(timeout).rejects.toBeInstanceOf(UpstreamFailure);
    await expect(doseSpot.activeMedications('SANDBOX-ERROR-9', now)).rejects.toMatchObject({ kind: 'error' });
    const down = createSandboxEmarClient({ ...fast, failure: 'error' });
    await expect(down.vitals('EMAR-1', { from: now, to: now }, now)).rejects.toMatchObject({
      service: 'Emar',
    });
    const tooSlow = createSandboxEmarClient({ latencyMs: 80, timeoutMs: 20, failure: 'none' });
    await expect(tooSlow.vitals('EMAR-1', { from: now, to: now }, now)).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('keeps eMAR rows inside the range and never reports future vitals', async () => {
    const emar = createSandboxEmarClient(fast);
    const range = { from: new Date(now.getTime() - 6 * dayMs), to: new Date(now.getTime() + 2 * dayMs) };
    const vitals = await emar.vitals('EMAR-1', range, now);
    for (const group of vitals) {
      for (const item of group.items) expect(Date.parse(item.createdOn)).toBeLessThanOrEqual(now.getTime());
    }
    const report = await emar.dispenseReport('EMAR-1', range, now);
    for (const row of report) {
      const scheduled = Date.parse(row.scheduled);
      expect(scheduled).toBeGreaterThanOrEqual(range.from.getTime());
      expect(scheduled).toBeLessThanOrEqual(range.to.getTime());
      if (scheduled > now.getTime()) expect(row).toMatchObject({ status: 'Scheduled', dispensed: '' });
    }
    const events = await emar.scheduledEvents('EMAR-1', range, now);
    expect(events.length).toBeGreaterThan(0);
  });

  it('reads its settings from INTEGRATION_* variables', () => {
    expect(sandboxSettingsFromEnv({})).toEqual({ latencyMs: 150, timeoutMs: 10_000, failure: 'none' });
    expect(
      sandboxSettingsFromEnv({
        INTEGRATION_SANDBOX_LATENCY_MS: '5',
        INTEGRATION_TIMEOUT_MS: '2000',
        INTEGRATION_SANDBOX_FAILURE: 'timeout',
      }),
    ).toEqual({ latencyMs: 5, timeoutMs: 2000, failure: 'timeout' });
    expect(() => sandboxSettingsFromEnv({ INTEGRATION_SANDBOX_FAILURE: 'sometimes' })).toThrow(
      /Invalid integration settings/,
    );
  });
});
