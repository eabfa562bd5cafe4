import { expect } from '@playwright/test';
import { mailApiUrl } from './e2eEnvironment';
import type { CaughtMail } from './mailCatcher.mjs';

export type { CaughtMail };

export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailApiUrl()}/mails`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for the newest mail to `to` sent after `since` (ISO time) and matching `subject`, if given;
 * `mails` reads another catcher than the current project's (e2e/support/mailCatcher.mjs).
 */
export async function waitForMail(
  to: string,
  options: { since?: string; subject?: RegExp; mails?: () => Promise<CaughtMail[]> } = {},
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await (options.mails ?? caughtMails)())
          .filter((mail) => mail.to.includes(to.toLowerCase()))
          .filter((mail) => !options.since || mail.date >= options.since)
          .filter((mail) => !options.subject || options.subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      // The catcher has a mail within a few tens of milliseconds: look often rather than back off.
      { message: `a mail to ${to}`, timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The first link in a mail's text whose path starts with `pathPrefix` (e.g. '/confirm/'). */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((url) => url.replace(/[>).,]+$/, ''))
    .find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
