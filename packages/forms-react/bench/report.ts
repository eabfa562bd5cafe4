import type { Sample } from './measureSample';
import { formatKb, formatMs, formatRatio, median } from './stats';
import type { Variant } from './variants';

/** Every variant's samples at one size, and whether it went over the time limit there. */
export interface SizeResult {
  size: number;
  runs: number;
  samples: Map<Variant, Sample[]>;
  timedOut: Set<Variant>;
}

export interface Measure {
  title: string;
  /** Its column where all measures share one table (the real questionnaires). */
  column: string;
  pick: (samples: readonly Sample[]) => number;
  format: (value: number) => string;
}

export const measures: readonly Measure[] = [
  {
    title: 'Mount, cold (to every visible control present, the field at 80 % focusable, painted)',
    column: 'mount',
    pick: (samples) => median(samples.map((s) => s.mountMs)),
    format: formatMs,
  },
  {
    title: 'Main-thread CPU time over the mount (less stretched by the load of other processes)',
    column: 'mount CPU',
    pick: (samples) => median(samples.map((s) => s.mountCpuMs)),
    format: formatMs,
  },
  {
    title: 'Main-thread time per key (all renderer tasks, key + 250 ms settle), text field in the middle',
    column: 'key, main thread',
    pick: (samples) => median(samples.flatMap((s) => s.keyTaskMs)),
    format: formatMs,
  },
  {
    title: 'Main-thread CPU time per key (same window; less stretched by the load of other processes)',
    column: 'key CPU',
    pick: (samples) => median(samples.flatMap((s) => s.keyCpuMs)),
    format: formatMs,
  },
  {
    title: 'Key to next paint, text field in the middle',
    column: 'key to paint',
    pick: (samples) => median(samples.flatMap((s) => s.keyPaintMs)),
    format: formatMs,
  },
  {
    title: 'DOM nodes in the document',
    column: 'DOM nodes',
    pick: (samples) => median(samples.map((s) => s.domNodes)),
    format: String,
  },
  {
    title: 'JS heap after a forced GC',
    column: 'JS heap',
    pick: (samples) => median(samples.map((s) => s.heapBytes)),
    format: (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`,
  },
];

/** Ratios of ours to each other library: below 1× ours is faster or smaller. */
const ratios: ReadonlyArray<[string, string]> = [
  ['ours', 'plain React'],
  ['ours, cv off', 'plain React'],
  ['ours e-form, cv off', 'plain React'],
  ['ours', 'SurveyJS'],
  ['ours', 'Form.io'],
];

function cell(result: SizeResult, variant: Variant | undefined, measure: Measure): number | 'timed out' {
  if (!variant) return Number.NaN;
  if (result.timedOut.has(variant)) return 'timed out';
  const samples = result.samples.get(variant) ?? [];
  return samples.length > 0 ? measure.pick(samples) : Number.NaN;
}

/** The tables of the variants run (all, or those of BENCH_LIBRARIES). */
export function measureTables(
  results: readonly SizeResult[],
  variants: readonly Variant[],
  timeLimitMs: number,
): string {
  const byName = (name: string) => variants.find((variant) => variant.name === name);
  const lines: string[] = [];
  const shownRatios = ratios.filter(([a, b]) => byName(a) && byName(b));
  const header = [
    'fields (runs)',
    ...variants.map((v) => v.name),
    ...shownRatios.map(([a, b]) => `${a} ÷ ${b}`),
  ];
  for (const measure of measures) {
    lines.push(
      `### ${measure.title}`,
      '',
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
    );
    for (const result of results) {
      const values = variants.map((variant) => {
        const value = cell(result, variant, measure);
        return value === 'timed out' ? `over ${timeLimitMs / 1000} s` : measure.format(value);
      });
      const ratioCells = shownRatios.map(([a, b]) => {
        const top = cell(result, byName(a), measure);
        const bottom = cell(result, byName(b), measure);
        return typeof top === 'number' && typeof bottom === 'number' ? formatRatio(top / bottom) : '–';
      });
      lines.push(`| ${result.size} (${result.runs}) | ${[...values, ...ratioCells].join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function bundleTable(bundles: ReadonlyMap<string, { loaded: number; total: number }>): string {
  const names = [...bundles.keys()];
  const lines = [`| JS, gzip | ${names.join(' | ')} |`, `| --- | ${names.map(() => '---').join(' | ')} |`];
  lines.push(
    `| loaded by the page | ${names.map((n) => formatKb(bundles.get(n)?.loaded ?? 0)).join(' | ')} |`,
  );
  lines.push(`| all chunks | ${names.map((n) => formatKb(bundles.get(n)?.total ?? 0)).join(' | ')} |`);
  return lines.join('\n');
}
