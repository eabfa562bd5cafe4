import { documentsPageUrl } from '../pages/documents/list/documentsPaging';

/** How many pending documents the dashboard lists; it says how many more wait on /documents. */
const HOME_PENDING_LIMIT = 10;

/**
 * What the signed-in frame loads at start (portal.md section 4): the user, the pending documents,
 * the appointments and the unread count. The hooks that show them read these paths.
 */
export const frameReadPaths = {
  currentUser: '/api/portal/Auth/CurrentUser',
  pendingDocuments: documentsPageUrl('pending', 0, HOME_PENDING_LIMIT),
  appointments: '/api/portal/Appointments',
  unreadMessages: '/api/portal/Messages/UnreadCount',
} as const;

/** A route's `handle`: the GET paths its first render asks for, started with the entry. */
export interface StartupReadsHandle {
  startupReads: readonly string[];
}

/** The reads of the routes a page matched (their handles). */
export function startupReadsOf(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(
    ({ route }) => (route.handle as Partial<StartupReadsHandle> | undefined)?.startupReads ?? [],
  );
}

/** An answer is taken by the first request of its path within this time, else asked again. */
const usableForMs = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * Asks for a page's data as the entry starts, beside the page's code: otherwise the requests
 * wait for the page's chunks to load and render (on a phone's network, a second or more).
 */
export function startStartupReads(paths: readonly string[], get: (path: string) => Promise<unknown>): void {
  for (const path of paths) {
    const answer = get(path);
    // The query that takes it reports a failure; one never taken is of no interest.
    answer.catch(() => {});
    started.set(path, { answer, at: Date.now() });
  }
}

/** The started read of this path, once: a later request asks the server again. */
export function takeStartupRead<T>(path: string): Promise<T> | undefined {
  const read = started.get(path);
  started.delete(path);
  return read && Date.now() - read.at < usableForMs ? (read.answer as Promise<T>) : undefined;
}

/** Another patient or none now: what was asked for the previous session is not theirs. */
export function dropStartupReads(): void {
  started.clear();
}
