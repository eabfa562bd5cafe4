// Bundles a benchmark with the server's build settings and runs it.
import { spawnSync } from 'node:child_process';

// BENCH=cluster: one instance against two behind nginx (bench/clusterBench.ts); BENCH=reads:
// the portal's reads beside the staff reads on PostgreSQL and PGlite (bench/readsBench.ts);
// BENCH=memory: the server's memory on PGlite under 10 minutes of reads and saves (bench/memoryBench.ts).
const entries = {
  cluster: 'bench/clusterBench.ts',
  reads: 'bench/readsBench.ts',
  memory: 'bench/memoryBench.ts',
};
const defaultEntry = entries[process.env.BENCH] ?? 'bench/documentsBench.ts';
const [entry = defaultEntry] = process.argv.slice(2);
const outfile = `dist/${entry.replace(/^bench\//, 'bench-').replace(/\.ts$/, '.js')}`;
const build = spawnSync(process.execPath, ['build.mjs', entry, outfile], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(process.execPath, [outfile], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
