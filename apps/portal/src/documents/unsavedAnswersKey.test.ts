import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStorageKey } from '../session/sessionStore';
import { unsavedAnswersKey } from './unsavedAnswersKey';

/** The little of localStorage the key reads (this project's tests run without a DOM). */
function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

describe('unsavedAnswersKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps answers per login and document', () => {
    const user = { loginId: 'login-1', LocationId: null, Patient: { Id: 'patient-1' } };
    vi.stubGlobal('localStorage', storageWith({ [userStorageKey]: JSON.stringify(user) }));
    expect(unsavedAnswersKey('doc-9')).toBe('portal:login-1:doc-9');
  });

  it('keeps nothing while no one is signed in', () => {
    vi.stubGlobal('localStorage', storageWith({}));
    expect(unsavedAnswersKey('doc-9')).toBeUndefined();
  });
});
