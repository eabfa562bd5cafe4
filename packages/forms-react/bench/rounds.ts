import type { Browser } from 'playwright-core';
import { measureSample, type Sample } from './measureSample';
import type { BenchForm } from './pages/harness';
import { formatMs } from './stats';
import type { Variant } from './variants';

export interface RoundsOptions {
  browser: Browser;
  variants: readonly Variant[];
  /** The page of a variant, with its query. */
  urlOf: (variant: Variant) => string;
  form: BenchForm;
  /** How the form is named in the log: its size, or the questionnaire's name. */
  label: string;
  runs: number;
  keys: number;
  timeLimitMs: number;
  /** File names of the scripts each library's pages requested, for the bundle rows. */
  loaded: (variant: Variant) => Set<string>;
}

export interface RoundsResult {
  samples: Map<Variant, Sample[]>;
  /** Variants whose mount went over the time limit (not run again on this form). */
  timedOut: Set<Variant>;
}

/**
 * Cold samples of one form, variant after variant, round after round; each round starts with a
 * different variant, so none always runs first or last and a burst of load from other processes
 * hits all alike.
 */
export async function measureRounds(options: RoundsOptions): Promise<RoundsResult> {
  const { variants } = options;
  const result: RoundsResult = { samples: new Map(), timedOut: new Set() };
  for (let round = 0; round < options.runs; round += 1) {
    const order = variants.map((_, i) => variants[(i + round) % variants.length]);
    for (const variant of order) {
      if (!variant || result.timedOut.has(variant)) continue;
      const outcome = await measureSample(options.browser, options.urlOf(variant), options.form, {
        keys: options.keys,
        timeLimitMs: options.timeLimitMs,
        loaded: options.loaded(variant),
      });
      if (outcome.kind === 'timed out') {
        result.timedOut.add(variant);
        console.error(`${variant.name} ${options.label}: over the ${options.timeLimitMs} ms limit`);
        continue;
      }
      const { sample } = outcome;
      result.samples.set(variant, [...(result.samples.get(variant) ?? []), sample]);
      console.error(
        `${variant.name} ${options.label} #${round + 1}: mount ${formatMs(sample.mountMs)} (${formatMs(sample.mountCpuMs)} CPU, ${sample.fields} fields, ${sample.domNodes} nodes), key ${sample.keyTaskMs.map((ms) => ms.toFixed(1)).join('/')} ms main thread (${sample.keyCpuMs.map((ms) => ms.toFixed(1)).join('/')} ms CPU)`,
      );
    }
  }
  return result;
}
