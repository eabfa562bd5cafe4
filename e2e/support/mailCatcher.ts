import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtMail } from './mailbox';

/** An SMTP server inside the test process that keeps every mail it receives. */
export interface MailCatcher {
  /** For the server's SMTP_URL. */
  smtpUrl: string;
  mails(): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/**
 * For a spec that starts its own server (e2e/serverProcess.ts); the shared servers' catcher is
 * e2e/webServer.mjs, read over HTTP by e2e/support/mailbox.ts. Pass `mails` to `waitForMail`.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: (Array.isArray(mail.to) ? mail.to : [mail.to])
              .flatMap((address) => address?.value ?? [])
              .map((address) => address.address?.toLowerCase() ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails: async () => [...received],
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
