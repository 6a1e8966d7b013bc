import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpTransport } from './smtp-transport';

interface ReceivedMessage {
  from: string | null;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable body encoding, so assertions do not depend on how nodemailer chose to encode. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SmtpTransport', () => {
  const received: ReceivedMessage[] = [];
  const refusedRecipients = new Set<string>();
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refusedRecipients.has(address.address)) callback(new Error('550 No such mailbox'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP server has no TCP address');
    port = address.port;
  });

  beforeEach(() => {
    received.length = 0;
    refusedRecipients.clear();
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message to the SMTP server with recipient, sender, subject and both bodies', async () => {
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, 'TrueTune <hello@truetune.app>');
    try {
      await transport.send({
        userId: null,
        to: 'eve@example.com',
        subject: 'Confirm your email for TrueTune',
        text: 'Hi Zoë, please confirm your email.',
        html: '<p>Hi Eve, please <a href="https://truetune.app/confirm">confirm</a> your email.</p>',
        kind: 'email_verification',
        link: 'https://truetune.app/confirm',
      });
    } finally {
      await transport.close();
    }

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.to).toEqual(['eve@example.com']);
    expect(message?.from).toBe('hello@truetune.app');
    expect(message?.raw).toMatch(/^Subject: Confirm your email for TrueTune\r?$/m);
    expect(message?.raw).toMatch(/^From: TrueTune <hello@truetune\.app>\r?$/m);
    expect(message?.raw).toMatch(/^To: eve@example\.com\r?$/m);
    expect(message?.raw).toContain('Hi Zoë, please confirm your email.');
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw).toContain('<a href="https://truetune.app/confirm">confirm</a>');
  });

  it('fails the send when the server refuses the recipient', async () => {
    refusedRecipients.add('nobody@example.com');
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, 'hello@truetune.app');
    try {
      await expect(
        transport.send({
          userId: null,
          to: 'nobody@example.com',
          subject: 'Hello',
          text: 'Hi.',
          html: '<p>Hi.</p>',
          kind: 'test',
        }),
      ).rejects.toThrow(/No such mailbox/);
    } finally {
      await transport.close();
    }
    expect(received).toHaveLength(0);
  });
});
