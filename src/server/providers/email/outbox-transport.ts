import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { insertEmailMessage } from '../../modules/email/email.repository';
import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * The embedded default: messages are stored in the database (readable at /api/dev/outbox outside
 * production) and a log line carries the link, so sign-up and password reset work with no mail server.
 */
export class OutboxTransport implements MailTransport {
  readonly name = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await insertEmailMessage(this.db, {
      userId: mail.userId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      kind: mail.kind,
    });
    this.log.info({ to: mail.to, kind: mail.kind, link: mail.link }, `outbox: "${mail.subject}"`);
  }

  async close(): Promise<void> {}
}
