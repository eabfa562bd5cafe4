export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links in the mail, printed to the log when mail goes to the outbox folder (demo use). */
  links?: string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** "SMTP host:port" or "files in …/outbox", for the start-up banner. */
  describe: string;
  close(): void;
}
