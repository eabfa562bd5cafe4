import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './dataDirLock';

describe('data folder lock', () => {
  it('refuses a folder held by another live process and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-lock-'));
    // The parent of this test process is alive: its pid stands for "another server".
    fs.writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/Another server/);

    fs.writeFileSync(path.join(dir, 'server.pid'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
