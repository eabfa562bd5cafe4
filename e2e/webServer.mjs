// The browser tests' server: an SMTP server that catches every mail the product sends, then the
// real server (built as `npm start` builds it) sending its mail there. Playwright starts the web
// server before any global setup, so both live in this one process. Tests read the caught mail
// over HTTP: GET http://127.0.0.1:$E2E_MAIL_PORT/mails -> [{to, subject, text, html, date}].
import http from 'node:http';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const received = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

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
            .map((address) => address.address?.toLowerCase()),
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
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const mailApi = http.createServer((request, response) => {
  if (request.method === 'DELETE') received.length = 0;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received));
});
await new Promise((resolve) => mailApi.listen(Number(process.env.E2E_MAIL_PORT), '127.0.0.1', resolve));

process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
await import('../scripts/start.mjs');
