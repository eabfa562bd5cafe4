import { describe, expect, it } from 'vitest';
import { batchWhileArriving } from './batchWhileArriving';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchWhileArriving', () => {
  it('answers the calls of one turn with one batch, each its own output', async () => {
    const batches: number[][] = [];
    const double = batchWhileArriving(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((n) => n * 2);
    });
    const answers = await Promise.all([double(1), double(2), double(3)]);
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('keeps gathering while each turn brings more calls', async () => {
    const batches: string[][] = [];
    const echo = batchWhileArriving(async (inputs: string[]) => {
      batches.push(inputs);
      return inputs;
    });
    const calls = [echo('a')];
    await nextTurn();
    calls.push(echo('b'));
    await nextTurn();
    calls.push(echo('c'));
    await expect(Promise.all(calls)).resolves.toEqual(['a', 'b', 'c']);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('sends the batch once a turn brings nothing, and starts a new one after', async () => {
    const batches: string[][] = [];
    const echo = batchWhileArriving(async (inputs: string[]) => {
      batches.push(inputs);
      return inputs;
    });
    await echo('a');
    await Promise.all([echo('b'), echo('c')]);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('gathers for at most maxTurns turns', async () => {
    const batches: number[][] = [];
    const echo = batchWhileArriving(
      async (inputs: number[]) => {
        batches.push(inputs);
        return inputs;
      },
      { maxTurns: 3 },
    );
    const calls: Promise<number>[] = [];
    for (let turn = 0; turn < 6; turn++) {
      calls.push(echo(turn));
      await nextTurn();
    }
    await Promise.all(calls);
    expect(batches).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it('splits a batch into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const echo = batchWhileArriving(
      async (inputs: number[]) => {
        sizes.push(inputs.length);
        return inputs;
      },
      { maxBatch: 2 },
    );
    await expect(Promise.all([1, 2, 3, 4, 5].map(echo))).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails every call of a batch that fails, and only that batch', async () => {
    const fail = batchWhileArriving(async (inputs: number[]) => {
      if (inputs.includes(0)) throw new Error('database unavailable');
      return inputs;
    });
    const first = Promise.allSettled([fail(0), fail(1)]);
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(fail(2)).resolves.toBe(2);
  });
});
