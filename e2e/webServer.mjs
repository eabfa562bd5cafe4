// The browser tests' server: an SMTP server that catches every mail the product sends, then the
// real server (built as `npm start` builds it) sending its mail there. Playwright starts the web
// server before any global setup, so both live in this one process. Tests read the caught mail
// over HTTP: GET http://127.0.0.1:$E2E_MAIL_PORT/mails -> [{to, subject, text, html, date}].
import http from 'node:http';
import { startMailCatcher } from './support/mailCatcher.mjs';

const catcher = await startMailCatcher();

const mailApi = http.createServer(async (request, response) => {
  if (request.method === 'DELETE') catcher.clear();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(await catcher.mails()));
});
await new Promise((resolve) => mailApi.listen(Number(process.env.E2E_MAIL_PORT), '127.0.0.1', resolve));

process.env.SMTP_URL = catcher.smtpUrl;
await import('../scripts/start.mjs');
