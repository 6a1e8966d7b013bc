import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../providers/email/mail-transport';
import { passwordResetEmail, verificationEmail } from './templates';

export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** Sends the product's emails through whichever transport is configured. */
export class EmailService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendVerification(to: Recipient, token: string): Promise<void> {
    const link = `${this.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    await this.transport.send({
      to: to.email,
      userId: to.id,
      kind: 'email_verification',
      link,
      ...verificationEmail(to.name, link),
    });
  }

  async sendPasswordReset(to: Recipient, token: string): Promise<void> {
    const link = `${this.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.transport.send({
      to: to.email,
      userId: to.id,
      kind: 'password_reset',
      link,
      ...passwordResetEmail(to.name, link),
    });
  }

  /** Sends without making the caller wait or fail: used where the answer must not depend on delivery. */
  sendInBackground(send: () => Promise<void>): void {
    const delivery = send()
      .catch((error: unknown) => this.log.error({ err: error }, 'email delivery failed'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Waits for background deliveries (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
