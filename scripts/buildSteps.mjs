// What `npm start` and the browser tests build, and when a build is stale: a build is redone
// when any of its inputs is newer than the start of its last successful build (its stamp's date).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sharedInputs = ['packages/forms-core/src', 'packages/api-contract/src', 'package-lock.json'];

export const buildSteps = [
  {
    name: 'server',
    cwd: 'server',
    command: ['node', 'build.mjs'],
    inputs: ['server/src', 'server/build.mjs', ...sharedInputs],
    stamp: 'server/dist/.build-stamp',
  },
  {
    name: 'portal',
    cwd: 'apps/portal',
    command: ['node', '../../node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    inputs: [
      'apps/portal/src',
      'apps/portal/index.html',
      'apps/portal/vite.config.ts',
      'apps/portal/public',
      'packages/forms-react/src',
      ...sharedInputs,
    ],
    stamp: 'apps/portal/dist/.build-stamp',
    compress: 'apps/portal/dist',
  },
  {
    name: 'staff',
    cwd: 'apps/staff',
    command: ['node', '../../node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    inputs: [
      'apps/staff/src',
      'apps/staff/index.html',
      'apps/staff/vite.config.ts',
      'apps/staff/public',
      'packages/forms-react/src',
      ...sharedInputs,
    ],
    stamp: 'apps/staff/dist/.build-stamp',
    compress: 'apps/staff/dist',
  },
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isStale(step) {
  const stamp = path.join(root, step.stamp);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return step.inputs.some((input) => newestMtime(input) > built);
}

/** Builds every stale step; `force` rebuilds all. Exits the process on a failed build. */
export function buildWhatIsStale({ force = false } = {}) {
  for (const step of buildSteps) {
    if (!force && !isStale(step)) continue;
    const started = Date.now();
    process.stdout.write(`Building ${step.name}...\n`);
    const [cmd, ...args] = step.command;
    const result = spawnSync(cmd === 'node' ? process.execPath : cmd, args, {
      cwd: path.join(root, step.cwd),
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      process.stderr.write(`Build of ${step.name} failed.\n`);
      process.exit(result.status ?? 1);
    }
    if (step.compress) precompress(path.join(root, step.compress));
    // The stamp is dated when the build started: a file edited while it ran is newer, so the
    // next run builds again rather than serving a build that missed the edit.
    const stamp = path.join(root, step.stamp);
    fs.writeFileSync(stamp, new Date().toISOString());
    fs.utimesSync(stamp, started / 1000, started / 1000);
    process.stdout.write(`Built ${step.name} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}
