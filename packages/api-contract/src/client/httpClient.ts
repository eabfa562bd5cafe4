import type { ErrorReply, FieldErrorCode } from '../common/errorReply';
import { appRequestHeader } from '../common/sessionHeaders';
import type { GeneralRefusalCode } from '../serverMessages/generalCodes';

/**
 * The one HTTP client both web apps use (portal.md sections 7 to 9): the app header, location
 * header, the 300000 ms time-out and the user-facing error texts. The session travels in an
 * HttpOnly cookie the browser sends and renews by itself, so no script ever holds a token
 * (docs/decisions.md "Hardening: sessions in HttpOnly cookies"). Each app supplies what a 401 does.
 */

/** portal.md section 9: a request that has not answered in 300000 ms has failed. */
export const requestTimeoutMs = 300_000;
export const noConnectionMessage = 'No connection with resources';
export const genericErrorMessage = 'Error!';
/** The code of the client's own 'No connection with resources' (generalRefusalCodes). */
export const noConnectionCode = 'noConnection' satisfies GeneralRefusalCode;
/** The header carrying the selected location's id (portal.md section 7). */
export const locationHeader = 'X-Location-Id';

/** A failed call, carrying the text the user is shown (portal.md section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Validation messages keyed by component id or body field, when the server sent them. */
    readonly fieldErrors?: Readonly<Record<string, readonly string[]>>,
    /** A refused document's errors as codes, by component id (forms-core FieldError). */
    readonly fieldErrorCodes?: Readonly<Record<string, readonly FieldErrorCode[]>>,
    /**
     * The server's own messages, whatever the status: `message` follows the portal's rules
     * (section 8), while a screen may show more, e.g. when a throttled sign-in may be tried again.
     */
    readonly serverMessages: readonly string[] = [],
    /** A refusal's stable code (ErrorReply.code) and its values, which the apps word themselves. */
    readonly code?: string,
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

/**
 * 400 and 403 show the server's messages joined by line breaks, else 'Error!'. So do 409 (a
 * conflict says what to do) and 402 (a refused card: the gateway's wording under 'Transaction error').
 */
export function userMessageFor(status: number, body: unknown): string {
  if (status === 400 || status === 402 || status === 403 || status === 409) {
    const messages = messagesOf(body);
    if (Array.isArray(messages) && messages.length > 0) return messages.join('\n');
  }
  return genericErrorMessage;
}

/** The server's messages: an ErrorReply's, or a FHIR OperationOutcome's diagnostics (/fhir/R4). */
const messagesOf = (body: unknown): unknown =>
  (body as Partial<ErrorReply> | null)?.messages ??
  (body as { issue?: { diagnostics?: string }[] } | null)?.issue?.map((issue) => issue.diagnostics);

export interface HttpClientOptions {
  getLocationId?(): string | null;
  /** The app's current language ('en', 'es'), sent as Accept-Language: printouts and PDFs use it. */
  getLanguage?(): string | null;
  /** Called on a 401 before the error is thrown (the apps sign out, except on sign-in pages). */
  onUnauthorized?(path: string): void;
  timeoutMs?: number;
}

export type RequestBody = unknown;

export interface HttpClient {
  /** A JSON call; FormData bodies are sent as multipart. Resolves with the parsed reply (null for 204). */
  request<T>(method: string, path: string, body?: RequestBody): Promise<T>;
  /**
   * A call whose reply is a file: resolves with the blob and the server's file name. A GET, or a
   * POST of `body` as JSON when one is given (some files are made from a request, e.g. a group PDF;
   * a FHIR create answers its OperationOutcome with the made resource's `location`).
   */
  download(
    path: string,
    body?: RequestBody,
  ): Promise<{ blob: Blob; fileName: string | null; location: string | null }>;
}

function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const send = async (method: string, path: string, body: RequestBody, accept: string) => {
    // The app header is what lets the server take the session cookie (cross-site requests cannot send it).
    const headers: Record<string, string> = { Accept: accept, [appRequestHeader]: '1' };
    const locationId = options.getLocationId?.();
    if (locationId) headers[locationHeader] = locationId;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    let payload: FormData | string | null = null;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: payload,
        // The session cookie goes to this origin only (fetch's default, said here because it matters).
        credentials: 'same-origin',
        signal: AbortSignal.timeout(options.timeoutMs ?? requestTimeoutMs),
      });
    } catch {
      // Coded like a server refusal, so each app words it in its own language.
      throw new ApiError(0, noConnectionMessage, undefined, undefined, [], noConnectionCode);
    }
    if (!response.ok) {
      const reply: unknown = await response.json().catch(() => null);
      if (response.status === 401) options.onUnauthorized?.(path);
      const { fieldErrors, fieldErrorCodes, code, params } = (reply as Partial<ErrorReply> | null) ?? {};
      const messages = messagesOf(reply);
      throw new ApiError(
        response.status,
        userMessageFor(response.status, reply),
        fieldErrors,
        fieldErrorCodes,
        Array.isArray(messages) ? messages.filter((m) => typeof m === 'string') : [],
        typeof code === 'string' ? code : undefined,
        params,
      );
    }
    return response;
  };
  return {
    async request<T>(method: string, path: string, body?: RequestBody): Promise<T> {
      const response = await send(method, path, body, 'application/json');
      if (response.status === 204) return null as T;
      return (await response.json().catch(() => null)) as T;
    },
    async download(path: string, body?: RequestBody) {
      const response = await send(body === undefined ? 'GET' : 'POST', path, body, '*/*');
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response),
        location: response.headers.get('location'),
      };
    },
  };
}
