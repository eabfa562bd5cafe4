import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase';
import { documents, forms, formVersions, patients, staffUsers } from '../db/schema';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture bundled with the server's own build script, so the child runs the real saveDocument. */
function buildFixture(): string {
  const outfile = path.join('dist', 'test-fixtures', `saveUntilKilled-${process.pid}-${Date.now()}.js`);
  const built = spawnSync(
    process.execPath,
    ['build.mjs', 'src/documents/fixtures/saveUntilKilled.ts', outfile],
    {
      cwd: serverDir,
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`fixture build failed: ${built.stderr}`);
  return path.join(serverDir, outfile);
}

async function seedOneDocument(dir: string): Promise<{ documentId: string; staffUserId: string }> {
  const { db, close } = await openDatabase({ pgliteDir: dir });
  try {
    const [staff] = await db
      .insert(staffUsers)
      .values({ email: 'burst@example.org', firstName: 'Burst', lastName: 'Test' })
      .returning();
    const [patient] = await db
      .insert(patients)
      .values({
        accountNumber: 'B-1',
        firstName: 'Kill',
        lastName: 'Test',
        dateOfBirth: '2000-01-01',
        mrn: 'B-1',
      })
      .returning();
    const [form] = await db.insert(forms).values({ name: 'Burst' }).returning();
    if (!staff || !patient || !form) throw new Error('seed failed');
    const content = {
      rows: [
        {
          kind: 'row',
          id: 'Row1',
          columns: [
            {
              kind: 'column',
              id: 'Column1',
              properties: { cols: 12 },
              children: [{ kind: 'component', id: 'TextInput1', elType: 'TextInput', properties: {} }],
            },
          ],
        },
      ],
    };
    const [version] = await db
      .insert(formVersions)
      .values({ formId: form.id, name: 'V1', content })
      .returning();
    if (!version) throw new Error('seed failed');
    const [document] = await db
      .insert(documents)
      .values({ formId: form.id, versionId: version.id, patientId: patient.id })
      .returning();
    if (!document) throw new Error('seed failed');
    return { documentId: document.id, staffUserId: staff.id };
  } finally {
    await close();
  }
}

describe('document saves survive a crash', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-save-burst-'));
  let fixture: string | undefined;
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (fixture) fs.rmSync(fixture, { force: true });
    if (fixture) fs.rmSync(`${fixture}.map`, { force: true });
  });

  it('keeps every acknowledged save after kill -9 of the server process during a burst', async () => {
    fixture = buildFixture();
    const { documentId, staffUserId } = await seedOneDocument(dir);

    const acknowledged: Array<{ n: number; rowVersion: number }> = [];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [fixture as string, dir, documentId, staffUserId], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const [n, rowVersion] = line.split(' ').map(Number);
          acknowledged.push({ n: n ?? -1, rowVersion: rowVersion ?? -1 });
        }
        if (acknowledged.length >= 25) child.kill('SIGKILL');
      });
      child.on('exit', (_code, signal) =>
        signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited without being killed: ${signal}`)),
      );
    });

    const reopened = await openDatabase({ pgliteDir: dir });
    const [stored] = await reopened.db.select().from(documents).where(eq(documents.id, documentId));
    await reopened.close();
    const last = acknowledged.at(-1);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    if (!stored || !last) throw new Error('document or acknowledgements missing');
    // Every acknowledged save is there: the stored document is at least as new as the last one
    // acknowledged (a save committed just before the kill may be newer still), and consistent.
    expect(stored.rowVersion).toBeGreaterThanOrEqual(last.rowVersion);
    expect(stored.results).toEqual({ TextInput1: `save ${stored.rowVersion - 2}` });
    // A bundle build, two database opens and a child server: slow on a busy two-core machine.
  }, 120_000);
});
