import { beforeEach, describe, expect, it } from 'vitest';
import {
  sessionCookieFrom,
  TEST_ENV,
  testDatabaseKinds,
  useTestApp,
} from '../../../../tests/support/test-app';
import type { MailTransport, OutgoingMail } from './mail-transport';

// The product's emails end to end: the app's flows hand the EmailService's rendered messages to the transport.

class CapturingTransport implements MailTransport {
  readonly name = 'smtp' as const;
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  async close(): Promise<void> {}
}

const PASSWORD = 'a-long-unusual-passphrase';
const TOKEN = '[A-Za-z0-9_-]{43}';

describe.each(testDatabaseKinds())('emails sent by the app on %s', (kind) => {
  const transport = new CapturingTransport();
  const t = useTestApp(kind, { mailTransport: transport });

  beforeEach(() => {
    transport.sent.length = 0;
  });

  async function register(name: string, email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    await t.app.services.emails.drain();
    return response;
  }

  it('sends a verification email on registration whose link verifies the address', async () => {
    const registered = await register('<b>Eve</b>', 'Eve@Example.com');

    expect(transport.sent).toHaveLength(1);
    const [mail] = transport.sent;
    if (!mail) throw new Error('no email sent');
    expect(mail.to).toBe('eve@example.com');
    expect(mail.kind).toBe('email_verification');
    expect(mail.subject).toBe('Confirm your email for TrueTune');
    expect(mail.link).toMatch(new RegExp(`^${TEST_ENV.APP_URL}/api/auth/verify-email\\?token=${TOKEN}$`));
    const link = mail.link ?? '';
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hi <b>Eve</b>,');
    expect(mail.html).toContain(`href="${link}"`);
    // The name is shown as text, never interpreted as markup.
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');

    const verify = await t.app.inject({ method: 'GET', url: link.slice(TEST_ENV.APP_URL.length) });
    expect(verify.statusCode).toBe(303);
    expect(verify.headers.location).toBe('/auth?verified=1');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieFrom(registered) },
    });
    expect(me.json()).toMatchObject({ user: { email: 'eve@example.com', emailVerified: true } });
  });

  it('sends a password reset email whose link resets the password', async () => {
    await register('Eve', 'eve@example.com');
    transport.sent.length = 0;

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'eve@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.services.emails.drain();

    expect(transport.sent).toHaveLength(1);
    const [mail] = transport.sent;
    if (!mail) throw new Error('no email sent');
    expect(mail.to).toBe('eve@example.com');
    expect(mail.kind).toBe('password_reset');
    expect(mail.subject).toBe('Reset your TrueTune password');
    expect(mail.link).toMatch(new RegExp(`^${TEST_ENV.APP_URL}/reset-password\\?token=${TOKEN}$`));
    const link = mail.link ?? '';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hi Eve,');

    const token = new URL(link).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'another-long-unusual-passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'eve@example.com', password: 'another-long-unusual-passphrase' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('escapes the name in the password reset email too', async () => {
    await register('<img src=x onerror=alert(1)>', 'mallory@example.com');
    transport.sent.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'mallory@example.com' },
    });
    await t.app.services.emails.drain();

    const [mail] = transport.sent;
    expect(mail?.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail?.html).not.toContain('<img');
  });

  it('sends nothing for an address without an account, while answering the same', async () => {
    await register('Eve', 'eve@example.com');
    transport.sent.length = 0;

    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'eve@example.com' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    await t.app.services.emails.drain();

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(transport.sent.map((mail) => mail.to)).toEqual(['eve@example.com']);
  });
});
