import type { FormContent } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { emptyHistory, HISTORY_LIMIT, recordEdit, redo, undo } from './contentHistory';

const snapshot = (n: number) => ({ rows: [], defaults: { script: String(n) } }) as unknown as FormContent;

describe('content history', () => {
  it('undoes and redoes, and a new edit drops the redo list', () => {
    let history = recordEdit(emptyHistory, snapshot(0));
    history = recordEdit(history, snapshot(1));
    const back = undo(history, snapshot(2));
    expect(back?.content).toEqual(snapshot(1));
    const forward = back && redo(back.history, back.content);
    expect(forward?.content).toEqual(snapshot(2));
    if (!back) return;
    expect(recordEdit(back.history, back.content).future).toEqual([]);
    expect(undo(emptyHistory, snapshot(0))).toBeNull();
    expect(redo(emptyHistory, snapshot(0))).toBeNull();
  });

  it('keeps at most the last HISTORY_LIMIT snapshots', () => {
    let history = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) history = recordEdit(history, snapshot(i));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toEqual(snapshot(5));
  });
});
