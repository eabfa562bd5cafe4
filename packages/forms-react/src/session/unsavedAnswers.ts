import type { Results } from '@clinic/forms-core';

/**
 * Answers that could not be saved, kept on this device until they are (docs/decisions.md
 * "Autosave (issue 17.5)"). Patient data in browser storage, so kept as little as possible: only
 * the values entered since the last save, only when a save could not be made (the session ended,
 * the page hid), forgotten once saved, on sign-out, and after a day whatever happens.
 *
 * localStorage rather than sessionStorage: signing in again opens the e-mailed link, usually in
 * a new tab, which sees nothing of the old tab's sessionStorage.
 */
export interface UnsavedAnswers {
  /** The rowVersion the values were entered on: restored only onto that very version. */
  rowVersion: number | undefined;
  values: Results;
  /** When they were kept (ms since the epoch). */
  keptAt: number;
}

const prefix = 'clinic.unsavedAnswers:';
/** Long enough to come back the next morning; short enough that a shared computer forgets. */
export const unsavedAnswersMaxAgeMs = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be refused (privacy settings): there is then nowhere to keep them.
    return null;
  }
}

function parse(text: string | null): UnsavedAnswers | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { rowVersion, values, keptAt } = value as Partial<UnsavedAnswers>;
    if (typeof keptAt !== 'number' || typeof values !== 'object' || values === null) return null;
    if (rowVersion !== undefined && typeof rowVersion !== 'number') return null;
    return { rowVersion, values, keptAt };
  } catch {
    return null;
  }
}

/** Forgets every entry older than a day (any key), so none outlives its purpose. */
function sweep(store: Storage, now: number): void {
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i);
    if (!key?.startsWith(prefix)) continue;
    const entry = parse(store.getItem(key));
    if (!entry || now - entry.keptAt > unsavedAnswersMaxAgeMs) store.removeItem(key);
  }
}

export function keepUnsavedAnswers(key: string, answers: Omit<UnsavedAnswers, 'keptAt'>): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(prefix + key, JSON.stringify({ ...answers, keptAt: Date.now() }));
  } catch {
    // A full storage keeps nothing: the answers stay on the page, as before there was any keeping.
  }
}

export function readUnsavedAnswers(key: string): UnsavedAnswers | null {
  const store = storage();
  if (!store) return null;
  sweep(store, Date.now());
  return parse(store.getItem(prefix + key));
}

export function forgetUnsavedAnswers(key: string): void {
  storage()?.removeItem(prefix + key);
}

/** On sign-out: nothing of anyone's answers stays on the device. */
export function forgetAllUnsavedAnswers(): void {
  const store = storage();
  if (!store) return;
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) store.removeItem(key);
  }
}
