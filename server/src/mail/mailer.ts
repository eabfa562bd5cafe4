/** A file sent with a mail, e.g. an appointment's calendar entry (.ics). */
export interface MailAttachment {
  filename: string;
  content: string;
  /** The full MIME type, parameters included ("text/calendar; charset=utf-8; method=REQUEST"). */
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links in the mail, printed to the log when mail goes to the outbox folder (demo use). */
  links?: string[];
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** "SMTP host:port" or "files in …/outbox", for the start-up banner. */
  describe: string;
  close(): void;
}
