// Bundles the benchmark runners (TypeScript) with esbuild and runs them with Node: the form
// renderer against other libraries (runBench.ts), our renderer on real questionnaires
// (questionnaires/runQuestionnaireBench.ts), then the builder (builder/runBuilderBench.ts), then
// typing's INP in an e-form (inp/runInpBench.ts). BENCH_ONLY=forms, questionnaires, builder or
// inp runs one.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Under node_modules so the bundles resolve playwright-core and esbuild like the sources do.
const outDir = path.resolve('node_modules/.cache/forms-react-bench');
mkdirSync(outDir, { recursive: true });
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const runners = [
  { name: 'forms', entry: 'runBench.ts' },
  { name: 'questionnaires', entry: 'questionnaires/runQuestionnaireBench.ts' },
  { name: 'builder', entry: 'builder/runBuilderBench.ts' },
  { name: 'inp', entry: 'inp/runInpBench.ts' },
].filter((runner) => !process.env.BENCH_ONLY || runner.name === process.env.BENCH_ONLY);

/** Every bare import external but the workspace's own packages (@clinic/*), bundled from source. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clinic/') ? undefined : { external: true },
    );
  },
};

for (const runner of runners) {
  const outfile = path.join(outDir, `${runner.name}.mjs`);
  await build({
    entryPoints: [path.join(benchDir, runner.entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Node runs the workspace packages' TypeScript only bundled; the others as installed.
    plugins: [workspaceSources],
    outfile,
    logLevel: 'error',
  });
  const run = spawnSync(process.execPath, [outfile], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_DIR: benchDir },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
