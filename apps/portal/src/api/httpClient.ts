import type { ErrorReply } from '@clinic/api-contract';

/** portal.md section 9: a request that has not answered in 300000 ms has failed. */
export const requestTimeoutMs = 300_000;
export const noConnectionMessage = 'No connection with resources';
export const genericErrorMessage = 'Error!';

/** A failed call, carrying the text the user is shown (portal.md section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** 400 and 403 show the server's messages joined by line breaks, else 'Error!'. */
export function userMessageFor(status: number, body: unknown): string {
  if (status === 400 || status === 403) {
    const messages = (body as Partial<ErrorReply> | null)?.messages;
    if (Array.isArray(messages) && messages.length > 0) return messages.join('\n');
  }
  return genericErrorMessage;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new ApiError(0, noConnectionMessage);
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, userMessageFor(response.status, payload));
  return payload as T;
}
