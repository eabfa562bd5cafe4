import { describe, expect, it } from 'vitest';
import { groupProgress } from './groupProgress';

describe('groupProgress', () => {
  it('counts completed documents and is complete only when all are', () => {
    expect(groupProgress([{ status: 'Completed' }, { status: 'Draft' }])).toEqual({
      done: 1,
      total: 2,
      completed: false,
    });
    expect(groupProgress([{ status: 'Completed' }, { status: 'Completed' }])).toEqual({
      done: 2,
      total: 2,
      completed: true,
    });
  });

  it('never calls an empty set complete (there is nothing to put in a PDF)', () => {
    expect(groupProgress([])).toEqual({ done: 0, total: 0, completed: false });
  });
});
