import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data folder: a second server on the same DATA_DIR would
 * corrupt it. A pid file refuses the second start while the first is alive; a stale file
 * (after kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  const holder = readPid(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Another server (pid ${holder}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
