import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { buildFormContent } from '../db/seed/demo/formContent';
import { keptVersionContent } from './keptVersionContent';

const contentLabelled = (label: string) =>
  buildFormContent([[{ elType: 'TextInput', properties: { label } }]]);

/** A fake database answering one version's content, counting its fetches. */
function oneVersion(content: unknown) {
  const state = { content, fetches: 0, fail: false };
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          state.fetches += 1;
          if (state.fail) {
            state.fail = false;
            throw new Error('connection lost');
          }
          return [{ content: state.content }];
        },
      }),
    }),
  } as unknown as Queryable;
  return { state, db };
}

const labelsIn = (json: Buffer) => [...json.toString('utf8').matchAll(/"label":"([^"]*)"/g)].map((m) => m[1]);

describe('a version’s content kept for the portal’s document reads', () => {
  it('is fetched once for reads of the same version and change, however many arrive together', async () => {
    const { state, db } = oneVersion(contentLabelled('Full name'));
    const id = randomUUID();
    const [first, second] = await Promise.all([
      keptVersionContent(db, id, '2025-01-01 10:00:00+00'),
      keptVersionContent(db, id, '2025-01-01 10:00:00+00'),
    ]);
    expect(labelsIn(first.json)).toEqual(['Full name']);
    expect(second).toBe(first);
    expect(state.fetches).toBe(1);
  });

  it('is never served stale: a version changed in place (a new updated_at) answers its new content', async () => {
    const { state, db } = oneVersion(contentLabelled('Full name'));
    const id = randomUUID();
    await keptVersionContent(db, id, '2025-01-01 10:00:00+00');
    state.content = contentLabelled('Name as on your ID');
    const changed = await keptVersionContent(db, id, '2025-01-02 09:00:00+00');
    expect(labelsIn(changed.json)).toEqual(['Name as on your ID']);
  });

  it('keeps at most 200 contents: the oldest is fetched again once 200 others came after it', async () => {
    const { state, db } = oneVersion(contentLabelled('Full name'));
    const oldest = randomUUID();
    await keptVersionContent(db, oldest, 'v1');
    for (let i = 0; i < 199; i++) await keptVersionContent(db, randomUUID(), 'v1');
    await keptVersionContent(db, oldest, 'v1');
    expect(state.fetches).toBe(200);
    // The 200th after it pushes it out (contents kept before it went first).
    await keptVersionContent(db, randomUUID(), 'v1');
    await keptVersionContent(db, oldest, 'v1');
    expect(state.fetches).toBe(202);
  });

  it('does not keep a failed fetch: the next read fetches again', async () => {
    const { state, db } = oneVersion(contentLabelled('Full name'));
    const id = randomUUID();
    state.fail = true;
    await expect(keptVersionContent(db, id, 'v1')).rejects.toThrow('connection lost');
    const retried = await keptVersionContent(db, id, 'v1');
    expect(labelsIn(retried.json)).toEqual(['Full name']);
    expect(state.fetches).toBe(2);
  });
});
