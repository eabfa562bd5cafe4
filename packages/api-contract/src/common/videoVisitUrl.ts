import { z } from 'zod';

/** The one refusal of a video visit link that is not a secure web address. */
export const videoVisitUrlMessage =
  'Enter the video visit link as a secure web address starting with https://';

/** https, a named host (not localhost or a bare address), no user name or password in it. */
function isSecureWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && z.regexes.domain.test(url.hostname) && !url.username && !url.password;
}

/**
 * A video visit link (a clinician's standing room, an appointment's own): https only, so the
 * patient's visit never travels in clear and no other scheme (javascript:, a file) is ever
 * offered to click. The one rule the server and the staff app check.
 */
export const videoVisitUrlSchema = z
  .string()
  .trim()
  .max(2000, { message: 'The video visit link is too long.', abort: true })
  .refine(isSecureWebAddress, videoVisitUrlMessage);

/** The refusal of a typed link, or undefined when it may be sent (blank means none). */
export function videoVisitUrlError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const parsed = videoVisitUrlSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
