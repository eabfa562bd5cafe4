import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port, collecting what it receives. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  /** While set, every mail is refused with this reply code: 4xx for now, 5xx for good. */
  const state: { refuseWith: number | null } = { refuseWith: null };
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const { refuseWith } = state;
      if (refuseWith !== null) {
        const text = refuseWith >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try later';
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(text), { responseCode: refuseWith })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    state,
    /** Resolves with the n-th mail (1-based) once it has arrived; a guard fails the test after `withinMs`. */
    async nth(n: number, withinMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + withinMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`mail ${n} did not arrive`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received[n - 1] as ParsedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
