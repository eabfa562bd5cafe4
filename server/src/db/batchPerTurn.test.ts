import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './batchPerTurn';

describe('batchPerTurn', () => {
  it('answers the calls of one turn with one batch, each its own output', async () => {
    const batches: number[][] = [];
    const double = batchPerTurn(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((n) => n * 2);
    });
    const answers = await Promise.all([double(1), double(2), double(3)]);
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('starts a new batch in a later turn', async () => {
    const batches: string[][] = [];
    const echo = batchPerTurn(async (inputs: string[]) => {
      batches.push(inputs);
      return inputs;
    });
    await echo('a');
    await Promise.all([echo('b'), echo('c')]);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('splits a turn into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const echo = batchPerTurn(async (inputs: number[]) => {
      sizes.push(inputs.length);
      return inputs;
    }, 2);
    await expect(Promise.all([1, 2, 3, 4, 5].map(echo))).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails every call of a batch that fails, and only that batch', async () => {
    const fail = batchPerTurn(async (inputs: number[]) => {
      if (inputs.includes(0)) throw new Error('database unavailable');
      return inputs;
    });
    const first = Promise.allSettled([fail(0), fail(1)]);
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(fail(2)).resolves.toBe(2);
  });
});
