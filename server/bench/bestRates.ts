import { type DatabaseCpu, type RateSample, requestRate } from './requestRate';

export interface RateTarget {
  url: string;
  headers: Record<string, string>;
  /** A JSON body, sent by POST. */
  body?: string;
}

export interface RateOptions {
  rounds: number;
  seconds: number;
  connections: number;
  /** Measure only these targets (BENCH_ONLY), e.g. to profile one. */
  only?: readonly string[] | undefined;
  /** Measures the database server's CPU per request too (a local PostgreSQL). */
  databaseCpu?: DatabaseCpu | undefined;
}

/**
 * The best requests-per-second of each target over alternating rounds: other work on the
 * machine only ever slows a round down, so the best is the one it disturbed least.
 */
export async function bestRates<Key extends string>(
  targets: Record<Key, RateTarget>,
  { rounds, seconds, connections, only, databaseCpu }: RateOptions,
): Promise<Partial<Record<Key, RateSample>>> {
  const best: Partial<Record<Key, RateSample>> = {};
  for (let round = 0; round < rounds; round++) {
    for (const [key, target] of Object.entries(targets) as Array<[Key, RateTarget]>) {
      if (only && !only.includes(key)) continue;
      const sample = await requestRate(
        target.url,
        target.headers,
        seconds,
        connections,
        target.body,
        databaseCpu,
      );
      const kept = best[key];
      if (!kept || sample.requestsPerSecond > kept.requestsPerSecond) best[key] = sample;
    }
  }
  return best;
}
