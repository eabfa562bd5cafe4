export interface BatchOptions {
  /** The most calls one batch answers; more are split into several. */
  maxBatch?: number;
  /** The most event-loop turns a batch keeps gathering calls for. */
  maxTurns?: number;
}

/**
 * Calls answered together by one call of `runBatch`, gathered while they keep arriving.
 *
 * A batch gathers one event-loop turn at a time (setImmediate: after the turn's I/O
 * callbacks) for as long as each turn adds calls, and goes when a turn adds none, when it is
 * full, or after `maxTurns` turns: all its calls go to the database as one statement, with one
 * round trip, one commit and one row description instead of one each. A quiet server sends a
 * batch of one two turns after the call, microseconds later; a busy one sends fewer, larger
 * batches, which is what lets an audited read keep pace (docs/decisions.md, "Server speed").
 * `runBatch` answers one output per input, in order; if it fails, every call of the batch
 * fails with its error.
 */
export function batchWhileArriving<In, Out>(
  runBatch: (inputs: In[]) => Promise<Out[]>,
  { maxBatch = 100, maxTurns = 8 }: BatchOptions = {},
): (input: In) => Promise<Out> {
  type Waiting = { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void };
  let queued: Waiting[] = [];
  let turns = 0;
  let queuedAtLastTurn = 0;

  const run = (batch: Waiting[]) =>
    runBatch(batch.map((waiting) => waiting.input)).then(
      (outputs) => {
        batch.forEach((waiting, i) => {
          waiting.resolve(outputs[i] as Out);
        });
      },
      (error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      },
    );

  const flush = () => {
    const batch = queued;
    queued = [];
    for (let start = 0; start < batch.length; start += maxBatch) {
      void run(batch.slice(start, start + maxBatch));
    }
  };

  const endOfTurn = () => {
    turns += 1;
    const arriving = queued.length > queuedAtLastTurn;
    queuedAtLastTurn = queued.length;
    if (arriving && turns < maxTurns && queued.length < maxBatch) {
      setImmediate(endOfTurn);
      return;
    }
    turns = 0;
    queuedAtLastTurn = 0;
    flush();
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (queued.length === 0) setImmediate(endOfTurn);
      queued.push({ input, resolve, reject });
    });
}
