import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

export const mailFrom = 'Patient Portal <no-reply@clinic.local>';

/**
 * Mail through nodemailer: to the SMTP server of `smtpUrl` when set; otherwise each message
 * is written as an .eml file under `outboxDir` and its links are logged, so a demo without
 * a mail server can still sign in.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a hung SMTP server fails the attempt (retried later) instead of holding the queue.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    const url = new URL(options.smtpUrl);
    return {
      describe: `SMTP ${url.host}`,
      send: async (mail) => {
        await transport.sendMail(toMessage(mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${options.outboxDir}`,
    send: async (mail) => {
      const info = await transport.sendMail(toMessage(mail));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Deliberately printed: with no SMTP server this is how a demo user reaches the link.
      options.log.info({ mailFile: file, links: mail.links ?? [] }, `mail to the outbox: ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}

function toMessage(mail: OutgoingMail) {
  return {
    from: mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}
