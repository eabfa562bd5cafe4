import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../serverProcess';

test.describe('server lifecycle on one data folder', () => {
  test.describe.configure({ timeout: 180_000 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-lifecycle-'));
  test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('seeds once, survives kill -9, refuses a second server and stops cleanly on SIGTERM', async () => {
    const env = { DATA_DIR: dataDir, SEED: 'demo', STAFF_ADMIN_PASSWORD: 'lifecycle-password' };
    const first = await startServer(env);
    const settings = await (await fetch(`${first.url}/api/portal/SystemSettings`)).json();
    expect(settings.organizationName).not.toBe('');
    expect(first.output()).toContain('Demo data:       loaded');
    expect(first.output()).toContain('Staff admin:     admin@example.org');

    // A second server on the same folder is refused while the first runs.
    await expect(startServer(env)).rejects.toThrow(/Another server/);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(env);
    const after = await (await fetch(`${second.url}/api/portal/SystemSettings`)).json();
    expect(after).toEqual(settings);
    expect(second.output()).not.toContain('Demo data:       loaded');
    expect(second.output()).not.toContain('Staff admin:');

    second.child.kill('SIGTERM');
    const { code } = await second.exited;
    expect(code).toBe(0);
    expect(second.output()).toContain('stopped cleanly');
  });
});
