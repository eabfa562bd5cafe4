import { type LiveTicket, liveDocumentCompletedEventName, liveEventNames } from '@clinic/api-contract';
import { apiRequest } from '../api/httpClient';

export type LiveEventName =
  | (typeof liveEventNames)['appointmentRequest']
  | (typeof liveEventNames)['appointment']
  | (typeof liveEventNames)['profileChangeRequest']
  | typeof liveDocumentCompletedEventName;

/** The events of the staff stream the app acts on. */
const listenedEvents: readonly LiveEventName[] = [
  liveEventNames.appointmentRequest,
  liveEventNames.appointment,
  liveEventNames.profileChangeRequest,
  liveDocumentCompletedEventName,
];

const firstRetryMs = 2_000;
const maxRetryMs = 30_000;

/**
 * Keeps a Server-Sent Events stream of api/core/Live open. EventSource cannot send the bearer
 * header, so each (re)connection first takes a single-use ticket; EventSource's own retry would
 * reuse a spent ticket, so a dropped stream is closed and reopened here with a fresh one,
 * backing off from 2 to 30 seconds. `onConnected` runs each time the stream opens. Returns the
 * function that stops it.
 */
export function openLiveStream(
  onEvent: (name: LiveEventName, data: unknown) => void,
  onConnected: () => void,
) {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let retryMs = firstRetryMs;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    if (stopped) return;
    let ticket: LiveTicket;
    try {
      ticket = await apiRequest<LiveTicket>('POST', '/api/core/Live/Ticket');
    } catch {
      schedule();
      return;
    }
    if (stopped) return;
    source = new EventSource(`/api/core/Live?access_token=${encodeURIComponent(ticket.ticket)}`);
    source.onopen = () => {
      retryMs = firstRetryMs;
      // Events sent before the stream opened (between the pages' first reads and now, or while it
      // was down) are not replayed: refresh what they would have changed.
      onConnected();
    };
    for (const name of listenedEvents)
      source.addEventListener(name, (event) => {
        try {
          onEvent(name, JSON.parse((event as MessageEvent<string>).data));
        } catch {
          onEvent(name, null);
        }
      });
    source.onerror = () => {
      source?.close();
      source = null;
      schedule();
    };
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
