// The one SMTP catcher of the browser tests: an SMTP server that keeps every mail it receives.
// Plain JavaScript with JSDoc types (checked by e2e/tsconfig.json) because e2e/webServer.mjs, run
// by node before any TypeScript loads, starts one for the shared servers; a spec that starts its
// own server (e2e/serverProcess.ts) starts one in the test process.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A mail the product sent, as caught.
 * @typedef {object} CaughtMail
 * @property {string[]} to The recipients' addresses, in lower case.
 * @property {string} subject
 * @property {string} text
 * @property {string} html
 * @property {CaughtAttachment[]} attachments
 * @property {string} date When it was caught (ISO time).
 */

/**
 * A file sent with a mail (such as an appointment's .ics), its content read as UTF-8 text.
 * @typedef {object} CaughtAttachment
 * @property {string} filename
 * @property {string} contentType
 * @property {string} content
 */

/**
 * A running catcher.
 * @typedef {object} MailCatcher
 * @property {string} smtpUrl For the server's SMTP_URL.
 * @property {() => Promise<CaughtMail[]>} mails Every mail caught so far, oldest first (pass it to `waitForMail`).
 * @property {() => void} clear Forgets the mails caught so far.
 * @property {() => Promise<void>} close
 */

/**
 * Starts a catcher on 127.0.0.1 at `port` (a free port when 0 or not given).
 * @param {number} [port]
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher(port = 0) {
  /** @type {CaughtMail[]} */
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A bounced address, as a real mail server refuses it: any address at bounce.example.org.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith('@bounce.example.org')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
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
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            date: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = smtp.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    smtpUrl: `smtp://127.0.0.1:${listening}?ignoreTLS=true`,
    mails: async () => [...received],
    clear: () => {
      received.length = 0;
    },
    close: () => new Promise((resolve) => smtp.close(() => resolve(undefined))),
  };
}
