import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase';
import { patients } from './schema';

const fixture = fileURLToPath(new URL('./fixtures/insertUntilKilled.mjs', import.meta.url));

describe('embedded database durability', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-durability-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every committed row after the writer is killed with SIGKILL', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    await first.close();

    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [fixture, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        acknowledged.push(...lines.filter(Boolean));
        if (acknowledged.length >= 25) child.kill('SIGKILL');
      });
      child.on('exit', (_code, signal) =>
        signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited: ${signal}`)),
      );
    });

    const reopened = await openDatabase({ pgliteDir: dir });
    const rows = await reopened.db.select({ id: patients.id }).from(patients);
    await reopened.close();
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Three embedded databases opened (one in a child process), each migrating: on a loaded
    // 2-core machine that outlasts the suite's 30 s, which bounds a test, not its speed.
  }, 180_000);
});
