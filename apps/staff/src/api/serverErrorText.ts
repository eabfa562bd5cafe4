import { ApiError, type ServerMessageCode } from '@clinic/api-contract';
import { serverMessagesEnglish } from '@clinic/api-contract/serverMessagesEnglish';
import { serverMessagesSpanish } from '@clinic/api-contract/serverMessagesSpanish';
import i18next from 'i18next';

/** The statuses whose server words portal.md section 8 shows (as userMessageFor), and no connection and limits. */
const wordedStatuses: ReadonlySet<number> = new Set([0, 400, 402, 403, 409, 429]);

/**
 * The one way the staff app words a failure: a refusal's code from the catalogue of the app's language (with its
 * values, e.g. the wait of a rate limit), else the message the client made by section 8 (the
 * server's messages, 'Error!'), else the error's own text.
 */
export function serverErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    // The catalogue has exactly the codes this app knows (typed by them); no zod needed to ask.
    const code = error.code;
    const staffServerMessages = i18next.language === 'es' ? serverMessagesSpanish : serverMessagesEnglish;
    if (code === undefined || !wordedStatuses.has(error.status) || !Object.hasOwn(staffServerMessages, code))
      return error.message;
    return staffServerMessages[code as ServerMessageCode].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      String(error.params?.[name] ?? whole),
    );
  }
  return error instanceof Error ? error.message : String(error);
}
