// Type-checks every TypeScript project of the repository, one `tsc --noEmit` each, in parallel pairs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// Longest first (tsc's CPU time on this repository), so the two lanes finish together.
const projects = [
  'server',
  'apps/portal',
  'apps/staff',
  'packages/forms-react',
  'packages/forms-react/bench',
  'packages/forms-core',
  'e2e',
  'packages/api-contract',
].filter((p) => existsSync(`${p}/tsconfig.json`));

const run = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, code, output }));
  });

let failed = 0;
const queue = [...projects];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) {
    const result = await run(queue.shift());
    if (result.code !== 0) {
      failed += 1;
      process.stdout.write(`typecheck ${result.project}: failed\n${result.output}`);
    } else process.stdout.write(`typecheck ${result.project}: ok\n`);
  }
});
await Promise.all(workers);
process.exit(failed ? 1 : 0);
