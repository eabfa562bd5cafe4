/**
 * Where the document's saving stands, shown to the user as "Saving…", "Saved at …" or "Not
 * saved": what the last save did, and when a save last succeeded.
 * - `idle`: nothing saved since the document was opened;
 * - `saving`: a save is on its way;
 * - `saved`: the last save succeeded;
 * - `failed`: the last save failed in a way another try may mend (no connection, a server error);
 * - `refused`: the server refused the values (a 400, a 403): trying the same again will not help;
 * - `conflict`: someone else changed the document first, or it is locked (409): only a reload helps;
 * - `ended`: the user's session has ended (401): nothing can be saved until they sign in again.
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'refused' | 'conflict' | 'ended';

export interface SaveStatus {
  state: SaveState;
  /** When a save last succeeded; null before the first. */
  savedAt: Date | null;
}

export const initialSaveStatus: SaveStatus = Object.freeze({ state: 'idle', savedAt: null });

/** The HTTP status a failed save carries (the apps' ApiError; 0 for no connection), if any. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * What a failed save means for the next one. Read from the error's `status` rather than by
 * importing the apps' ApiError class, so forms-react stays free of the HTTP client.
 */
export function failedSaveState(error: unknown): Exclude<SaveState, 'idle' | 'saving' | 'saved'> {
  const status = statusOf(error);
  if (status === 401) return 'ended';
  if (status === 409) return 'conflict';
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return 'refused';
  return 'failed';
}

/** Whether saving may go on by itself after this state (a conflict or an ended session stop it). */
export function mayAutosaveAfter(state: SaveState): boolean {
  return state !== 'conflict' && state !== 'ended';
}
