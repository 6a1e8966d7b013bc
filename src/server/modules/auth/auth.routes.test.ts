import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { sessionCookieFrom, testDatabaseKinds, useTestApp } from '../../../../tests/support/test-app';
import { FORGOT_PASSWORD_MESSAGE, type TUser, ZMeResponseSchema } from '../../../common/contracts/auth';
import { authTokens, sessions, subscriptions, users } from '../../db/schema';
import { isCommonPassword } from './password';

const APP_URL = 'http://localhost:3000';
const PASSWORD = 'Sunlit-Harbor-42';
const NEW_PASSWORD = 'Quiet-Meadow-77';
const DAY_MS = 24 * 60 * 60 * 1000;

const ZErrorBody = z.strictObject({ message: z.string().min(1), code: z.string() });
const ZMessageBody = z.strictObject({ message: z.string().min(1) });
const ZDeleteBody = z.strictObject({ message: z.string().min(1), deletesAt: z.string().nullable() });
const ZOutbox = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), kind: z.string(), text: z.string() })),
});
type OutboxMessage = z.infer<typeof ZOutbox>['messages'][number];

function bodyOf(response: LightMyRequestResponse): unknown {
  return JSON.parse(response.body);
}

function errorOf(response: LightMyRequestResponse): z.infer<typeof ZErrorBody> {
  return ZErrorBody.parse(bodyOf(response));
}

function userOf(response: LightMyRequestResponse): TUser {
  return ZMeResponseSchema.parse(bodyOf(response)).user;
}

function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The token of the link to pathname in an email's text; the link must point at the app. */
function tokenInLink(message: OutboxMessage, pathname: string): string {
  const link = message.text.split(/\s+/).find((word) => word.startsWith(`${APP_URL}${pathname}?`));
  if (!link) throw new Error(`no ${pathname} link in: ${message.text}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in link ${link}`);
  return token;
}

function expectRateLimited(response: LightMyRequestResponse, message: RegExp, maxSeconds: number): void {
  expect(response.statusCode).toBe(429);
  const error = errorOf(response);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(message);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe.each(testDatabaseKinds())('auth API on %s', (kind) => {
  const t = useTestApp(kind);

  const inject = (options: InjectOptions) => t.app.inject(options);

  const register = (
    payload: Record<string, unknown> = { name: 'Ada Marsh', email: 'ada@example.com', password: PASSWORD },
    extra: Partial<InjectOptions> = {},
  ) => inject({ method: 'POST', url: '/api/auth/register', payload, ...extra });

  const login = (email: string, password: string, extra: Partial<InjectOptions> = {}) =>
    inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...extra });

  const me = (cookie: string) => inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  /** Registers Ada (or someone else) and returns the user and the session cookie. */
  async function signUp(
    email = 'ada@example.com',
    name = 'Ada Marsh',
  ): Promise<{ user: TUser; cookie: string }> {
    const response = await register({ name, email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    return { user: userOf(response), cookie: sessionCookieFrom(response) };
  }

  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const response = await login(email, password);
    expect(response.statusCode).toBe(200);
    return sessionCookieFrom(response);
  }

  async function outbox(to: string): Promise<OutboxMessage[]> {
    await t.app.services.emails.drain();
    const response = await inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=100`,
    });
    expect(response.statusCode).toBe(200);
    return ZOutbox.parse(bodyOf(response)).messages;
  }

  /** The newest link of that kind sent to the address. */
  async function latestToken(to: string, mailKind: 'email_verification' | 'password_reset'): Promise<string> {
    const message = (await outbox(to)).find((m) => m.kind === mailKind);
    if (!message) throw new Error(`no ${mailKind} email to ${to}`);
    return tokenInLink(message, mailKind === 'password_reset' ? '/reset-password' : '/api/auth/verify-email');
  }

  const verifyEmail = (token: string) =>
    inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });

  async function requestResetToken(email: string): Promise<string> {
    const response = await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(response.statusCode).toBe(200);
    return latestToken(email, 'password_reset');
  }

  const resetPassword = (token: string, newPassword: string, extra: Partial<InjectOptions> = {}) =>
    inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword }, ...extra });

  async function userRowsByEmail(email: string) {
    return t.database.db.select().from(users).where(eq(users.email, email));
  }

  async function sessionRowsOf(userId: string) {
    return t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  }

  // ---- register

  describe('POST /api/auth/register', () => {
    it('creates the account, signs the user in and answers 201 with the user', async () => {
      const response = await register();
      expect(response.statusCode).toBe(201);
      const user = userOf(response);
      expect(user).toMatchObject({ name: 'Ada Marsh', email: 'ada@example.com', emailVerified: false });
      expect(user.deletionScheduledAt).toBeNull();
      expect(response.body).not.toContain('passwordHash');
      expect(response.body).not.toContain('$argon2');

      const current = await me(sessionCookieFrom(response));
      expect(current.statusCode).toBe(200);
      expect(userOf(current)).toEqual(user);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie, not Secure in the test environment', async () => {
      const response = await register();
      const header = setCookieHeaders(response).find((value) => value.startsWith('tt_session='));
      expect(header).toBeDefined();
      expect(header).toMatch(/;\s*HttpOnly/i);
      expect(header).toMatch(/;\s*SameSite=Lax/i);
      expect(header).toMatch(/;\s*Path=\//i);
      expect(header).not.toMatch(/;\s*Secure/i);
    });

    it('stores the email trimmed and lower-cased, and finds it again whatever the case', async () => {
      const response = await register({
        name: 'Ada Marsh',
        email: '  Ada.Marsh@Example.COM  ',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      expect(userOf(response).email).toBe('ada.marsh@example.com');

      expect((await login(' ADA.MARSH@example.com ', PASSWORD)).statusCode).toBe(200);
      const again = await register({ name: 'Other', email: 'ada.marsh@EXAMPLE.com', password: NEW_PASSWORD });
      expect(again.statusCode).toBe(409);
    });

    it('answers 400 {message, code} naming the missing or invalid field', async () => {
      const cases: [string, Record<string, unknown>][] = [
        ['name', { email: 'ada@example.com', password: PASSWORD }],
        ['name', { name: '   ', email: 'ada@example.com', password: PASSWORD }],
        ['email', { name: 'Ada', password: PASSWORD }],
        ['email', { name: 'Ada', email: 'not-an-email', password: PASSWORD }],
        ['password', { name: 'Ada', email: 'ada@example.com' }],
      ];
      for (const [field, payload] of cases) {
        const response = await register(payload);
        expect(response.statusCode).toBe(400);
        const error = errorOf(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.message, JSON.stringify(payload)).toMatch(new RegExp(`^${field}: `));
      }
      expect((await userRowsByEmail('ada@example.com')).length).toBe(0);
    });

    it('enforces the password length: 5 characters 400, 6 accepted, 129 400', async () => {
      const tooShort = await register({ name: 'Ada', email: 'ada@example.com', password: 'Qx7#m' });
      expect(tooShort.statusCode).toBe(400);
      expect(errorOf(tooShort)).toEqual({
        message: 'password: Password must be at least 6 characters long.',
        code: 'VALIDATION_FAILED',
      });

      const tooLong = await register({
        name: 'Ada',
        email: 'ada@example.com',
        password: `Qx7#mP${'a'.repeat(123)}`,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(errorOf(tooLong).message).toMatch(/^password: .*at most 128/);

      expect(isCommonPassword('Qx7#mP')).toBe(false);
      const six = await register({ name: 'Ada', email: 'ada@example.com', password: 'Qx7#mP' });
      expect(six.statusCode).toBe(201);
      expect((await login('ada@example.com', 'Qx7#mP')).statusCode).toBe(200);
    });

    it('refuses a common password, or one equal to the email local part, with WEAK_PASSWORD', async () => {
      expect(isCommonPassword('password123')).toBe(true);
      const common = await register({ name: 'Ada', email: 'ada@example.com', password: 'password123' });
      expect(common.statusCode).toBe(400);
      expect(errorOf(common).code).toBe('WEAK_PASSWORD');

      const local = await register({
        name: 'Ada',
        email: 'sunflower.garden@example.com',
        password: 'Sunflower.Garden',
      });
      expect(local.statusCode).toBe(400);
      expect(errorOf(local).code).toBe('WEAK_PASSWORD');

      expect((await userRowsByEmail('ada@example.com')).length).toBe(0);
      expect((await userRowsByEmail('sunflower.garden@example.com')).length).toBe(0);
    });

    it('answers 409 EMAIL_TAKEN for an address that already has an account', async () => {
      await signUp();
      const response = await register({ name: 'Impostor', email: 'ada@example.com', password: NEW_PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('EMAIL_TAKEN');
      expect(setCookieHeaders(response).some((value) => value.startsWith('tt_session='))).toBe(false);
      // The original password still holds; the impostor's does not.
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    });

    it('lets exactly one of two simultaneous sign-ups with the same email succeed', async () => {
      const [first, second] = await Promise.all([
        register({ name: 'Ada One', email: 'ada@example.com', password: PASSWORD }),
        register({ name: 'Ada Two', email: 'ada@example.com', password: NEW_PASSWORD }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(errorOf(loser).code).toBe('EMAIL_TAKEN');
      expect((await userRowsByEmail('ada@example.com')).length).toBe(1);
    });

    it('answers a malformed JSON body with a 400 JSON error', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Ada", "email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(response).code).toBe('BAD_REQUEST');
    });

    it('limits sign-ups to 10 a minute per address: the 11th gets 429 with Retry-After', async () => {
      // Refused attempts (common password: no account, no hashing) count like any other.
      for (let i = 0; i < 10; i++) {
        const attempt = await register({
          name: 'Bot',
          email: `bot${i}@example.com`,
          password: 'password123',
        });
        expect(attempt.statusCode).toBe(400);
      }
      const blocked = await register({ name: 'Ada', email: 'ada@example.com', password: PASSWORD });
      expectRateLimited(blocked, /too many sign-up attempts/i, 60);
      expect((await userRowsByEmail('ada@example.com')).length).toBe(0);

      const elsewhere = await register(
        { name: 'Ada', email: 'ada@example.com', password: PASSWORD },
        { remoteAddress: '10.9.9.9' },
      );
      expect(elsewhere.statusCode).toBe(201);
    });

    it('limits sign-ups to 20 an hour per email across addresses: the 21st gets 429', async () => {
      const first = await register(undefined, { remoteAddress: '10.2.0.0' });
      expect(first.statusCode).toBe(201);
      for (let i = 1; i < 20; i++) {
        const attempt = await register(undefined, { remoteAddress: `10.2.0.${i}` });
        expect(attempt.statusCode).toBe(409);
      }
      const blocked = await register(undefined, { remoteAddress: '10.2.1.1' });
      expectRateLimited(blocked, /too many sign-up attempts/i, 3600);
    });
  });

  // ---- sign in, sign out, me

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and answers the user', async () => {
      const { user } = await signUp();
      const response = await login('ada@example.com', PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(userOf(response)).toEqual(user);
      expect(response.body).not.toContain('$argon2');
      expect((await me(sessionCookieFrom(response))).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      await signUp();
      const wrong = await login('ada@example.com', 'Wrong-Password-1');
      const unknown = await login('nobody@example.com', PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(errorOf(wrong)).toEqual({ message: errorOf(unknown).message, code: 'INVALID_CREDENTIALS' });
      expect(errorOf(unknown).code).toBe('INVALID_CREDENTIALS');
      expect(setCookieHeaders(wrong).some((value) => value.startsWith('tt_session='))).toBe(false);
    });

    it('answers 400 {message, code} naming the missing or invalid field', async () => {
      const cases: [string, Record<string, unknown>][] = [
        ['email', { password: PASSWORD }],
        ['email', { email: 'ada', password: PASSWORD }],
        ['password', { email: 'ada@example.com' }],
        ['password', { email: 'ada@example.com', password: '' }],
      ];
      for (const [field, payload] of cases) {
        const response = await inject({ method: 'POST', url: '/api/auth/login', payload });
        expect(response.statusCode).toBe(400);
        const error = errorOf(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.message, JSON.stringify(payload)).toMatch(new RegExp(`^${field}: `));
      }
    });

    it('issues a new session token at every sign-in and ends the one the browser held before', async () => {
      const { cookie: registered } = await signUp();
      const first = await login('ada@example.com', PASSWORD, { headers: { cookie: registered } });
      expect(first.statusCode).toBe(200);
      const firstCookie = sessionCookieFrom(first);
      expect(firstCookie).not.toBe(registered);
      // The cookie held before signing in no longer works (no session fixation).
      expect((await me(registered)).statusCode).toBe(401);
      expect((await me(firstCookie)).statusCode).toBe(200);

      const secondCookie = await signIn('ada@example.com');
      expect(secondCookie).not.toBe(firstCookie);
      expect((await me(secondCookie)).statusCode).toBe(200);
    });

    it('limits sign-ins to 10 a minute per address, successes included: the 11th is 429', async () => {
      await signUp();
      const failures = await Promise.all(
        Array.from({ length: 9 }, (_, i) => login(`guess${i}@example.com`, 'Wrong-Password-1')),
      );
      expect(failures.map((r) => r.statusCode)).toEqual(Array(9).fill(401));
      // A success does not wipe the address's count.
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);

      const blocked = await login('ada@example.com', PASSWORD);
      expectRateLimited(blocked, /too many sign-in attempts/i, 60);
      expect(setCookieHeaders(blocked).some((value) => value.startsWith('tt_session='))).toBe(false);

      expect((await login('ada@example.com', PASSWORD, { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    });

    it('limits sign-ins to 20 an hour per account across addresses: the 21st is 429', async () => {
      await signUp();
      const failures = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login('ada@example.com', 'Wrong-Password-1', { remoteAddress: `10.1.0.${i + 1}` }),
        ),
      );
      expect(failures.map((r) => r.statusCode)).toEqual(Array(20).fill(401));

      const blocked = await login('ADA@example.com', PASSWORD, { remoteAddress: '10.1.1.1' });
      expectRateLimited(blocked, /too many sign-in attempts/i, 3600);
      // Another account is not affected.
      expect((await login('bea@example.com', PASSWORD, { remoteAddress: '10.1.1.2' })).statusCode).toBe(401);
    });

    it('clears the account count after a successful sign-in, so earlier typos do not lock the user out', async () => {
      await signUp();
      const failures = await Promise.all(
        Array.from({ length: 19 }, (_, i) =>
          login('ada@example.com', 'Wrong-Password-1', { remoteAddress: `10.4.0.${i + 1}` }),
        ),
      );
      expect(failures.map((r) => r.statusCode)).toEqual(Array(19).fill(401));
      expect((await login('ada@example.com', PASSWORD, { remoteAddress: '10.4.1.1' })).statusCode).toBe(200);
      // Attempts 21 and 22 on the account: allowed because the success started the count afresh.
      expect(
        (await login('ada@example.com', 'Wrong-Password-1', { remoteAddress: '10.4.1.2' })).statusCode,
      ).toBe(401);
      expect((await login('ada@example.com', PASSWORD, { remoteAddress: '10.4.1.3' })).statusCode).toBe(200);
    });

    describe('cross-site protection', () => {
      it('refuses a request marked sec-fetch-site: cross-site with 403 CROSS_SITE_REQUEST', async () => {
        await signUp();
        const response = await login('ada@example.com', PASSWORD, {
          headers: { 'sec-fetch-site': 'cross-site' },
        });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('CROSS_SITE_REQUEST');
        expect(setCookieHeaders(response).some((value) => value.startsWith('tt_session='))).toBe(false);
      });

      it('refuses a foreign Origin with 403 and accepts the app origin', async () => {
        await signUp();
        const foreign = await login('ada@example.com', PASSWORD, {
          headers: { origin: 'https://evil.example' },
        });
        expect(foreign.statusCode).toBe(403);
        expect(errorOf(foreign).code).toBe('CROSS_SITE_REQUEST');

        const own = await login('ada@example.com', PASSWORD, {
          headers: { origin: APP_URL, 'sec-fetch-site': 'same-origin' },
        });
        expect(own.statusCode).toBe(200);
      });

      it('does not let another site delete the account with the session cookie', async () => {
        const { cookie } = await signUp();
        const response = await inject({
          method: 'DELETE',
          url: '/api/auth/delete-account',
          headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('CROSS_SITE_REQUEST');
        expect((await me(cookie)).statusCode).toBe(200);
        expect((await userRowsByEmail('ada@example.com')).length).toBe(1);
      });
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('answers 401 UNAUTHENTICATED to a visitor, uncached', async () => {
      const response = await inject({ method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
      expect(response.headers['cache-control']).toBe('no-store');

      const bogus = await me('tt_session=not-a-real-token');
      expect(bogus.statusCode).toBe(401);
    });

    it('answers the signed-in user without any password data, uncached', async () => {
      const { user, cookie } = await signUp();
      const response = await me(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = bodyOf(response);
      expect(body).toEqual({ user });
      expect(Object.keys(user).sort()).toEqual(
        ['createdAt', 'deletionScheduledAt', 'email', 'emailVerified', 'id', 'name'].sort(),
      );
      expect(response.body).not.toMatch(/password/i);
      expect(response.body).not.toContain('$argon2');
    });

    it('signs out: clears the cookie and the old cookie is refused afterwards', async () => {
      expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
      const { cookie } = await signUp();
      const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(ZMessageBody.parse(bodyOf(response)).message).toBeTruthy();
      const cleared = response.cookies.find((c) => c.name === 'tt_session');
      expect(cleared?.value).toBe('');
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('ends a session idle for more than 14 days or older than 90 days, and keeps an active one alive', async () => {
      // The rows are aged by hand; the clock moves past the session cache's few seconds to match.
      vi.useFakeTimers({ toFake: ['Date'] });
      const letTimePass = () => vi.setSystemTime(Date.now() + 6_000);
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const { user, cookie } = await signUp();
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 13 * DAY_MS) })
        .where(eq(sessions.userId, user.id));
      expect((await me(cookie)).statusCode).toBe(200);
      // Using it moved last-seen forward, so it is no longer close to the idle limit.
      const [touched] = await sessionRowsOf(user.id);
      expect(touched?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - DAY_MS);

      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 15 * DAY_MS) })
        .where(eq(sessions.userId, user.id));
      letTimePass();
      expect((await me(cookie)).statusCode).toBe(401);

      const fresh = await signIn('ada@example.com');
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - DAY_MS) })
        .where(eq(sessions.userId, user.id));
      letTimePass();
      expect((await me(fresh)).statusCode).toBe(401);
    });
  });

  // ---- profile and password

  describe('PUT /api/auth/profile', () => {
    const putProfile = (cookie: string | undefined, payload: Record<string, unknown>) =>
      inject({ method: 'PUT', url: '/api/auth/profile', payload, headers: cookie ? { cookie } : {} });

    it('answers 401 when signed out', async () => {
      const response = await putProfile(undefined, { name: 'Ada', email: 'ada@example.com' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    });

    it('changes the name without asking for the password', async () => {
      const { cookie } = await signUp();
      const response = await putProfile(cookie, { name: '  Ada Lovelace ', email: 'ada@example.com' });
      expect(response.statusCode).toBe(200);
      expect(userOf(response).name).toBe('Ada Lovelace');
      expect(userOf(await me(cookie)).name).toBe('Ada Lovelace');
    });

    it('answers 400 naming the field for an empty name or a bad email', async () => {
      const { cookie } = await signUp();
      const noName = await putProfile(cookie, { name: '', email: 'ada@example.com' });
      expect(noName.statusCode).toBe(400);
      expect(errorOf(noName).message.startsWith('name: ')).toBe(true);
      const badEmail = await putProfile(cookie, { name: 'Ada', email: 'ada-at-example' });
      expect(badEmail.statusCode).toBe(400);
      expect(errorOf(badEmail).message.startsWith('email: ')).toBe(true);
      expect(userOf(await me(cookie)).name).toBe('Ada Marsh');
    });

    it('asks for the current password to change the email: missing 400, wrong 401', async () => {
      const { cookie } = await signUp();
      const missing = await putProfile(cookie, { name: 'Ada Marsh', email: 'ada.new@example.com' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(errorOf(missing).message.startsWith('currentPassword: ')).toBe(true);

      const wrong = await putProfile(cookie, {
        name: 'Ada Marsh',
        email: 'ada.new@example.com',
        currentPassword: 'Wrong-Password-1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
      expect(userOf(await me(cookie)).email).toBe('ada@example.com');
    });

    it('changes the email with the right password: unverified again and a verification mail to the new address', async () => {
      const { cookie } = await signUp();
      const oldLink = await latestToken('ada@example.com', 'email_verification');
      const verified = await verifyEmail(oldLink);
      expect(verified.headers.location).toBe('/auth?verified=1');
      expect(userOf(await me(cookie)).emailVerified).toBe(true);

      const response = await putProfile(cookie, {
        name: 'Ada Marsh',
        email: ' Ada.New@Example.com ',
        currentPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(userOf(response)).toMatchObject({ email: 'ada.new@example.com', emailVerified: false });
      expect(userOf(await me(cookie))).toMatchObject({ email: 'ada.new@example.com', emailVerified: false });

      const newLink = await latestToken('ada.new@example.com', 'email_verification');
      const confirm = await verifyEmail(newLink);
      expect(confirm.headers.location).toBe('/auth?verified=1');
      expect(userOf(await me(cookie)).emailVerified).toBe(true);

      expect((await login('ada.new@example.com', PASSWORD)).statusCode).toBe(200);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
    });

    it('answers 409 when the new email belongs to another account', async () => {
      await signUp('bea@example.com', 'Bea Stone');
      const { cookie } = await signUp();
      const response = await putProfile(cookie, {
        name: 'Ada Marsh',
        email: 'bea@example.com',
        currentPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('EMAIL_TAKEN');
      expect(userOf(await me(cookie)).email).toBe('ada@example.com');
    });
  });

  describe('POST /api/auth/change-password', () => {
    const changePassword = (cookie: string | undefined, payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload,
        headers: cookie ? { cookie } : {},
      });

    it('changes the password, keeps this session and ends the others', async () => {
      const { cookie: laptop } = await signUp();
      const phone = await signIn('ada@example.com');

      const response = await changePassword(laptop, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(ZMessageBody.parse(bodyOf(response)).message).toBeTruthy();

      expect((await me(laptop)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 401 to a wrong current password and leaves the password unchanged', async () => {
      const { cookie } = await signUp();
      const phone = await signIn('ada@example.com');
      const response = await changePassword(cookie, {
        currentPassword: 'Wrong-Password-1',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
      // Still signed in, other sessions untouched, old password still valid.
      expect((await me(cookie)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(200);
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(401);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('answers 400 to a new password that is too short or too common', async () => {
      const { cookie } = await signUp();
      const short = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Qx7#m' });
      expect(short.statusCode).toBe(400);
      expect(errorOf(short)).toEqual({
        message: 'newPassword: Password must be at least 6 characters long.',
        code: 'VALIDATION_FAILED',
      });
      const common = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'qwerty123' });
      expect(common.statusCode).toBe(400);
      expect(errorOf(common).code).toBe('WEAK_PASSWORD');
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('answers 401 when signed out', async () => {
      const response = await changePassword(undefined, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    });
  });

  // ---- forgot / reset password

  describe('password reset', () => {
    const forgot = (email: string, extra: Partial<InjectOptions> = {}) =>
      inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, ...extra });

    it('answers a known and an unknown address identically, and mails only the known one', async () => {
      await signUp();
      const known = await forgot('ada@example.com');
      const unknown = await forgot('nobody@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(bodyOf(known)).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

      const mails = await outbox('ada@example.com');
      expect(mails.filter((m) => m.kind === 'password_reset').length).toBe(1);
      expect((await outbox('nobody@example.com')).length).toBe(0);
    });

    it('answers 400 naming the field for a bad email', async () => {
      const response = await forgot('nobody');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message.startsWith('email: ')).toBe(true);
    });

    it('resets end to end: new password works, old does not, every session ends, the link works once', async () => {
      const { cookie } = await signUp();
      const token = await requestResetToken('ada@example.com');

      const response = await resetPassword(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(ZMessageBody.parse(bodyOf(response)).message).toBeTruthy();

      expect((await me(cookie)).statusCode).toBe(401);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);

      const again = await resetPassword(token, 'Third-Password-99');
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).code).toBe('INVALID_TOKEN');
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link with 400 INVALID_TOKEN', async () => {
      await signUp();
      const token = await requestResetToken('ada@example.com');
      await t.database.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(authTokens.kind, 'password_reset'));
      const response = await resetPassword(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_TOKEN');
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a made-up link with 400 INVALID_TOKEN and an empty one with 400 naming the field', async () => {
      const bad = await resetPassword('this-token-was-never-issued', NEW_PASSWORD);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('INVALID_TOKEN');

      const empty = await resetPassword('', NEW_PASSWORD);
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).message.startsWith('token: ')).toBe(true);
    });

    it('does not use up the link when the new password is refused', async () => {
      await signUp();
      const token = await requestResetToken('ada@example.com');

      const weak = await resetPassword(token, 'password123');
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak).code).toBe('WEAK_PASSWORD');
      const short = await resetPassword(token, 'Qx7#m');
      expect(short.statusCode).toBe(400);
      expect(errorOf(short).message.startsWith('newPassword: ')).toBe(true);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);

      const ok = await resetPassword(token, NEW_PASSWORD);
      expect(ok.statusCode).toBe(200);
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of a link succeed', async () => {
      await signUp();
      const token = await requestResetToken('ada@example.com');
      const [first, second] = await Promise.all([
        resetPassword(token, NEW_PASSWORD),
        resetPassword(token, 'Third-Password-99'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
      const winner = first.statusCode === 200 ? NEW_PASSWORD : 'Third-Password-99';
      const loser = first.statusCode === 200 ? 'Third-Password-99' : NEW_PASSWORD;
      expect((await login('ada@example.com', winner)).statusCode).toBe(200);
      expect((await login('ada@example.com', loser)).statusCode).toBe(401);
    });

    it('voids a reset link sent to the old address once the email has changed', async () => {
      const { cookie } = await signUp();
      const token = await requestResetToken('ada@example.com');
      const changed = await inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie },
        payload: { name: 'Ada Marsh', email: 'ada.new@example.com', currentPassword: PASSWORD },
      });
      expect(changed.statusCode).toBe(200);
      const response = await resetPassword(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_TOKEN');
      expect((await login('ada.new@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('voids the previous link when a new one is requested', async () => {
      await signUp();
      const first = await requestResetToken('ada@example.com');
      expect((await forgot('ada@example.com')).statusCode).toBe(200);
      const resets = (await outbox('ada@example.com')).filter((m) => m.kind === 'password_reset');
      expect(resets.length).toBe(2);
      const second = resets.map((m) => tokenInLink(m, '/reset-password')).find((token) => token !== first);
      if (!second) throw new Error('the second email carries the first link again');
      const stale = await resetPassword(first, NEW_PASSWORD);
      expect(stale.statusCode).toBe(400);
      expect(errorOf(stale).code).toBe('INVALID_TOKEN');
      expect((await resetPassword(second, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('limits reset requests to 10 a minute per address: the 11th is 429 with Retry-After', async () => {
      for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}@example.com`)).statusCode).toBe(200);
      expectRateLimited(await forgot('someone-else@example.com'), /too many password reset requests/i, 60);
      expect((await forgot('someone-else@example.com', { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    });

    it('limits reset requests to 20 an hour per email across addresses, so the inbox is not flooded', async () => {
      await signUp();
      for (let i = 0; i < 20; i++) {
        expect((await forgot('ada@example.com', { remoteAddress: `10.3.0.${i + 1}` })).statusCode).toBe(200);
      }
      expectRateLimited(
        await forgot('ada@example.com', { remoteAddress: '10.3.1.1' }),
        /too many password reset requests/i,
        3600,
      );
      const resets = (await outbox('ada@example.com')).filter((m) => m.kind === 'password_reset');
      expect(resets.length).toBe(20);
    });

    it('limits reset attempts to 10 a minute per address', async () => {
      for (let i = 0; i < 10; i++)
        expect((await resetPassword(`guess-${i}`, NEW_PASSWORD)).statusCode).toBe(400);
      expectRateLimited(await resetPassword('guess-10', NEW_PASSWORD), /too many/i, 60);
    });
  });

  // ---- email verification

  describe('email verification', () => {
    it('the link in the sign-up email verifies the address and redirects 303 to /auth?verified=1', async () => {
      const { cookie } = await signUp();
      expect(userOf(await me(cookie)).emailVerified).toBe(false);
      const mails = await outbox('ada@example.com');
      expect(mails.map((m) => m.kind)).toEqual(['email_verification']);
      const token = await latestToken('ada@example.com', 'email_verification');

      const response = await verifyEmail(token);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/auth?verified=1');
      expect(userOf(await me(cookie)).emailVerified).toBe(true);

      const reused = await verifyEmail(token);
      expect(reused.statusCode).toBe(303);
      expect(reused.headers.location).toBe('/auth?verification=invalid');
    });

    it('redirects a bad or missing token to /auth?verification=invalid', async () => {
      const bad = await inject({ method: 'GET', url: '/api/auth/verify-email?token=made-up' });
      expect(bad.statusCode).toBe(303);
      expect(bad.headers.location).toBe('/auth?verification=invalid');
      const missing = await inject({ method: 'GET', url: '/api/auth/verify-email' });
      expect(missing.statusCode).toBe(303);
      expect(missing.headers.location).toBe('/auth?verification=invalid');
    });

    it('sends a damaged link (padded or doubled token) to the same page, not a JSON error', async () => {
      for (const url of [
        `/api/auth/verify-email?token=${'x'.repeat(500)}`,
        '/api/auth/verify-email?token=a&token=b',
      ]) {
        const response = await inject({ method: 'GET', url });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/auth?verification=invalid');
      }
    });

    it('resends a working link to a signed-in, unverified user and answers 401 when signed out', async () => {
      const signedOut = await inject({ method: 'POST', url: '/api/auth/resend-verification' });
      expect(signedOut.statusCode).toBe(401);

      const { cookie } = await signUp();
      const firstToken = await latestToken('ada@example.com', 'email_verification');
      const response = await inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const mails = (await outbox('ada@example.com')).filter((m) => m.kind === 'email_verification');
      expect(mails.length).toBe(2);
      const tokens = mails.map((m) => tokenInLink(m, '/api/auth/verify-email'));
      const newToken = tokens.find((token) => token !== firstToken);
      if (!newToken) throw new Error('the resent email carries the old link');

      const old = await verifyEmail(firstToken);
      expect(old.headers.location).toBe('/auth?verification=invalid');
      const fresh = await verifyEmail(newToken);
      expect(fresh.headers.location).toBe('/auth?verified=1');
      expect(userOf(await me(cookie)).emailVerified).toBe(true);
    });
  });

  // ---- account deletion

  describe('DELETE /api/auth/delete-account', () => {
    const deleteAccount = (cookie: string) =>
      inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: { cookie } });

    it('answers 401 when signed out', async () => {
      const response = await inject({ method: 'DELETE', url: '/api/auth/delete-account' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    });

    it('without a paid period deletes the account, its sessions and its emails at once', async () => {
      const { user, cookie } = await signUp();
      const otherDevice = await signIn('ada@example.com');
      expect((await outbox('ada@example.com')).length).toBe(1);

      const response = await deleteAccount(cookie);
      expect(response.statusCode).toBe(200);
      expect(ZDeleteBody.parse(bodyOf(response)).deletesAt).toBeNull();
      expect(response.cookies.find((c) => c.name === 'tt_session')?.value).toBe('');

      expect(await userRowsByEmail('ada@example.com')).toEqual([]);
      expect(await sessionRowsOf(user.id)).toEqual([]);
      expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([]);
      expect(await outbox('ada@example.com')).toEqual([]);

      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(otherDevice)).statusCode).toBe(401);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
    });

    it('also deletes the emails sent to an address the user had before changing it', async () => {
      const { cookie } = await signUp();
      const changed = await inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie },
        payload: { name: 'Ada Marsh', email: 'ada.new@example.com', currentPassword: PASSWORD },
      });
      expect(changed.statusCode).toBe(200);
      expect((await outbox('ada@example.com')).length).toBe(1);
      expect((await outbox('ada.new@example.com')).length).toBe(1);

      expect((await deleteAccount(cookie)).statusCode).toBe(200);
      expect(await outbox('ada.new@example.com')).toEqual([]);
      expect(await outbox('ada@example.com')).toEqual([]);
    });

    it('during a paid period keeps the account until the period ends, then the purge deletes it', async () => {
      const { user, cookie } = await signUp();
      const periodEnd = new Date(Date.now() + 30 * DAY_MS);
      await t.database.db
        .insert(subscriptions)
        .values({ userId: user.id, plan: 'annual', status: 'active', currentPeriodEnd: periodEnd });

      const response = await deleteAccount(cookie);
      expect(response.statusCode).toBe(200);
      expect(ZDeleteBody.parse(bodyOf(response)).deletesAt).toBe(periodEnd.toISOString());
      expect(response.cookies.find((c) => c.name === 'tt_session')?.value).toBe('');
      expect((await me(cookie)).statusCode).toBe(401);

      // The account stays usable until then, and shows when it will go.
      const again = await signIn('ada@example.com');
      expect(userOf(await me(again)).deletionScheduledAt).toBe(periodEnd.toISOString());
      const [row] = await userRowsByEmail('ada@example.com');
      expect(row?.deletionScheduledAt?.toISOString()).toBe(periodEnd.toISOString());

      // The job running before the period ends leaves it alone.
      await t.app.services.auth.purgeDue(new Date());
      expect((await userRowsByEmail('ada@example.com')).length).toBe(1);
      expect((await me(again)).statusCode).toBe(200);

      const purged = await t.app.services.auth.purgeDue(new Date(periodEnd.getTime() + DAY_MS));
      expect(purged.accounts).toBe(1);
      expect(await userRowsByEmail('ada@example.com')).toEqual([]);
      expect(await sessionRowsOf(user.id)).toEqual([]);
      expect(
        await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
      ).toEqual([]);
      expect(await outbox('ada@example.com')).toEqual([]);
      expect((await me(again)).statusCode).toBe(401);
      expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
    });

    it('treats a subscription whose period already ended as no paid period', async () => {
      const { user, cookie } = await signUp();
      await t.database.db.insert(subscriptions).values({
        userId: user.id,
        plan: 'monthly',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() - DAY_MS),
      });
      const response = await deleteAccount(cookie);
      expect(response.statusCode).toBe(200);
      expect(ZDeleteBody.parse(bodyOf(response)).deletesAt).toBeNull();
      expect(await userRowsByEmail('ada@example.com')).toEqual([]);
    });
  });
});
