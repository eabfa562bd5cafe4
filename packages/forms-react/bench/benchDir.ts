import path from 'node:path';

/** This folder; run.mjs passes it, since the runner runs from a bundle elsewhere. */
export const benchDir = path.resolve(process.env.BENCH_DIR ?? 'bench');
