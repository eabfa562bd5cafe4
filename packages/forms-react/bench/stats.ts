import os from 'node:os';

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export const formatMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** Two significant digits below 10: 0.23×, 4.4×, 18×. */
export const formatRatio = (ratio: number) =>
  Number.isFinite(ratio) ? `${ratio >= 10 ? ratio.toFixed(0) : ratio.toPrecision(2)}×` : '–';

/** The machine's load average over 1, 5 and 15 minutes: the figures beside it are read with it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');
