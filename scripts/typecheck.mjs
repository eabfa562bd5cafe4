// Type-checks every TypeScript project of the repository, `tsc -p` each, one per core (at least two) at a time.
// The workspace packages are composite projects: each is checked once and emits its declarations
// (node_modules/.cache/tsc/<package>), which the projects referencing it read instead of checking
// its sources again. So a project starts once the projects it references are done.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// Longest path first (tsc's CPU time on this repository): the server, the longest check, waits
// only for forms-core and api-contract, and the other lane takes the rest meanwhile.
const projects = [
  'packages/forms-core',
  'packages/api-contract',
  'server',
  'packages/forms-react',
  'apps/staff',
  'apps/portal',
  'e2e',
  'packages/forms-react/bench',
].filter((p) => existsSync(`${p}/tsconfig.json`));

/** The listed projects that `project`'s tsconfig references. */
function referencesOf(project) {
  const { config, error } = ts.readConfigFile(`${project}/tsconfig.json`, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config.references ?? [])
    .map((reference) =>
      path.relative('.', path.resolve(project, reference.path)).replace(/\/tsconfig\.json$/, ''),
    )
    .filter((reference) => projects.includes(reference));
}
const references = new Map(projects.map((p) => [p, referencesOf(p)]));

const check = (project) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) =>
      resolve({ project, code, output, seconds: ((performance.now() - started) / 1000).toFixed(1) }),
    );
  });

const lanes = Math.max(2, os.availableParallelism());
const pending = [...projects];
const finished = new Set();
let running = 0;
let failed = 0;
await new Promise((allDone) => {
  const startReady = () => {
    while (running < lanes) {
      const next = pending.find((p) => references.get(p).every((r) => finished.has(r)));
      if (!next) break;
      pending.splice(pending.indexOf(next), 1);
      running += 1;
      check(next).then((result) => {
        running -= 1;
        finished.add(next);
        if (result.code !== 0) {
          failed += 1;
          process.stdout.write(`typecheck ${result.project}: failed (${result.seconds} s)\n${result.output}`);
        } else process.stdout.write(`typecheck ${result.project}: ok (${result.seconds} s)\n`);
        if (running === 0 && pending.length === 0) allDone();
        else startReady();
      });
    }
    if (running === 0 && pending.length) throw new Error(`circular references among ${pending.join(', ')}`);
  };
  startReady();
});
process.exit(failed ? 1 : 0);
