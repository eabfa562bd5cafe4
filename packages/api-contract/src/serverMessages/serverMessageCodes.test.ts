import { describe, expect, it } from 'vitest';
import { knownServerMessageCode, serverMessageCodes } from './serverMessageCodes';

describe('serverMessageCodes', () => {
  it('are unique across the groups, so one text per code is enough', () => {
    expect(new Set(serverMessageCodes).size).toBe(serverMessageCodes.length);
  });

  it('knows its own codes only', () => {
    expect(knownServerMessageCode('slotTaken')).toBe('slotTaken');
    expect(knownServerMessageCode('someNewerCode')).toBeUndefined();
    expect(knownServerMessageCode(undefined)).toBeUndefined();
  });
});
