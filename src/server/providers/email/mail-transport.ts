export interface OutgoingMail {
  to: string;
  /** The account the mail concerns, if any. */
  userId: string | null;
  subject: string;
  text: string;
  html: string;
  /** Template name, e.g. password_reset. */
  kind: string;
  /** The link the message carries, if any: logged by the outbox so a developer can follow it. */
  link?: string;
}

/** Delivers mail. The outbox (default) keeps it in the database; smtp hands it to a mail server. */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
