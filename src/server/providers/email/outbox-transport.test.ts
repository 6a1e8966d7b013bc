import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { listEmailMessages } from '../../modules/email/email.repository';
import { OutboxTransport } from './outbox-transport';

describe('OutboxTransport', () => {
  let database: DatabaseHandle;
  let logOwner: FastifyInstance;
  let log: FastifyBaseLogger;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    // A real pino logger (Fastify's) writing to memory, so the log line a developer follows can be read.
    logOwner = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    log = logOwner.log;
  });

  afterAll(async () => {
    await logOwner.close();
    await database.close();
  });

  it('stores the message in the database and logs its link', async () => {
    const transport = new OutboxTransport(database.db, log);
    await transport.send({
      userId: null,
      to: 'eve@example.com',
      subject: 'Reset your TrueTune password',
      text: 'Choose a new password: http://localhost:3000/reset-password?token=abc',
      html: '<p><a href="http://localhost:3000/reset-password?token=abc">Choose a new password</a></p>',
      kind: 'password_reset',
      link: 'http://localhost:3000/reset-password?token=abc',
    });
    await transport.send({
      userId: null,
      to: 'someone-else@example.com',
      subject: 'Confirm your email for TrueTune',
      text: 'Confirm.',
      html: '<p>Confirm.</p>',
      kind: 'email_verification',
    });
    await transport.close();

    const messages = await listEmailMessages(database.db, 'eve@example.com', 10);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      toAddress: 'eve@example.com',
      subject: 'Reset your TrueTune password',
      textBody: 'Choose a new password: http://localhost:3000/reset-password?token=abc',
      htmlBody: '<p><a href="http://localhost:3000/reset-password?token=abc">Choose a new password</a></p>',
      kind: 'password_reset',
    });
    expect(await listEmailMessages(database.db, undefined, 10)).toHaveLength(2);

    const line = logLines.find((entry) => entry.kind === 'password_reset');
    expect(line).toMatchObject({
      to: 'eve@example.com',
      link: 'http://localhost:3000/reset-password?token=abc',
      msg: 'outbox: "Reset your TrueTune password"',
    });
  });
});
