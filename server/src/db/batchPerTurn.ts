/**
 * Calls made in one turn of the event loop, answered together by one call of `runBatch`.
 *
 * A busy server reads many requests from its sockets in one turn; each that calls here waits
 * until the turn's I/O callbacks are done (setImmediate) and then all of them go to the
 * database as one statement: one round trip, one commit and one row description instead of
 * one each. A quiet server sends batches of one, a few microseconds later than it would have.
 * `runBatch` answers one output per input, in order; if it fails, every call of the batch
 * fails with its error.
 */
export function batchPerTurn<In, Out>(
  runBatch: (inputs: In[]) => Promise<Out[]>,
  maxBatch = 100,
): (input: In) => Promise<Out> {
  type Waiting = { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void };
  let queued: Waiting[] = [];

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

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (queued.length === 0) setImmediate(flush);
      queued.push({ input, resolve, reject });
    });
}
