/** The settings every form benchmark shares, from the environment (README "Runs"). */
const numberList = (text: string) => text.split(',').map(Number);

export const sizes = numberList(process.env.BENCH_SIZES ?? '100,500,1000,5000');
/** Cold samples per library and form; the largest forms take minutes in some libraries, so fewer there. */
export const runs = Number(process.env.BENCH_RUNS ?? 5);
export const runsLarge = Number(process.env.BENCH_RUNS_LARGE ?? 2);
export const largeFrom = Number(process.env.BENCH_LARGE_FROM ?? 5000);
export const keys = Number(process.env.BENCH_KEYS ?? 5);
/** A mount over this is reported as such and that library is not run again on that form. */
export const timeLimitMs = Number(process.env.BENCH_TIME_LIMIT_MS ?? 60_000);
