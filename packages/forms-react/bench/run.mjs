// Bundles the benchmark runner (TypeScript) with esbuild and runs it with Node.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Under node_modules so the bundle resolves playwright-core and esbuild like the sources do.
const outDir = path.resolve('node_modules/.cache/forms-react-bench');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, 'runBench.mjs');
await build({
  entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'runBench.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'error',
});
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const run = spawnSync(process.execPath, [outfile], {
  stdio: 'inherit',
  env: { ...process.env, BENCH_DIR: benchDir },
});
process.exit(run.status ?? 1);
