import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, testDatabaseKinds, useTestApp } from '../../../tests/support/test-app';
import { SESSION_IDLE_TIMEOUT_MS } from '../../common/limits';
import { analyticsEvents, assessments, emailMessages, sessions, users } from '../db/schema';
import { insertAssessment } from '../modules/assessment/assessment.repository';

const PASSWORD = 'a-long-unusual-passphrase';
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('purge of due accounts on %s', (kind) => {
  const t = useTestApp(kind);

  /** A user with a session, an analytics event, a completed assessment and their verification email. */
  async function userWithData(name: string, email: string) {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookieFrom(registered);
    const userId = registered.json<{ user: { id: string } }>().user.id;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie },
      payload: { name: 'assessment_completed', path: '/assessment' },
    });
    expect(event.statusCode).toBe(204);
    await insertAssessment(t.database.db, {
      userId,
      kind: 'basic',
      status: 'completed',
      completedAt: new Date(),
    });
    await t.app.services.emails.drain();
    return { userId, cookie, email };
  }

  async function scheduleDeletion(userId: string, at: Date) {
    await t.database.db.update(users).set({ deletionScheduledAt: at }).where(eq(users.id, userId));
  }

  const db = () => t.database.db;
  const rowsOf = async (userId: string) => ({
    users: await db().select().from(users).where(eq(users.id, userId)),
    sessions: await db().select().from(sessions).where(eq(sessions.userId, userId)),
    events: await db().select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)),
    assessments: await db().select().from(assessments).where(eq(assessments.userId, userId)),
  });

  it('deletes an account whose deletion date has passed, with everything that belongs to it', async () => {
    const due = await userWithData('Dana', 'dana@example.com');
    const later = await userWithData('Lee', 'lee@example.com');
    await scheduleDeletion(due.userId, new Date(Date.now() - 60_000));
    await scheduleDeletion(later.userId, new Date(Date.now() + 30 * DAY));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'page_view', path: '/' },
    });
    expect(anonymous.statusCode).toBe(204);
    expect((await rowsOf(due.userId)).assessments).toHaveLength(1);

    const result = await t.app.services.auth.purgeDue();

    expect(result.accounts).toBe(1);
    expect(await rowsOf(due.userId)).toEqual({ users: [], sessions: [], events: [], assessments: [] });
    expect(await db().select().from(emailMessages).where(eq(emailMessages.toAddress, due.email))).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: due.cookie } });
    expect(me.statusCode).toBe(401);

    // The account scheduled for later stays whole, and so do anonymous events.
    const kept = await rowsOf(later.userId);
    expect(kept.users).toHaveLength(1);
    expect(kept.sessions).toHaveLength(1);
    expect(kept.events).toHaveLength(1);
    expect(kept.assessments).toHaveLength(1);
    expect(
      await db().select().from(emailMessages).where(eq(emailMessages.toAddress, later.email)),
    ).toHaveLength(1);
    const laterMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: later.cookie },
    });
    expect(laterMe.statusCode).toBe(200);
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.path, '/'))).toHaveLength(1);
  });

  it('deletes nobody when no deletion is due, and is safe to run again', async () => {
    const active = await userWithData('Ada', 'ada@example.com');

    expect((await t.app.services.auth.purgeDue()).accounts).toBe(0);
    expect((await t.app.services.auth.purgeDue()).accounts).toBe(0);
    expect((await rowsOf(active.userId)).users).toHaveLength(1);
  });

  it('removes expired and idle sessions, keeping live ones', async () => {
    const user = await userWithData('Sam', 'sam@example.com');
    const now = Date.now();
    await db()
      .insert(sessions)
      .values([
        {
          userId: user.userId,
          tokenHash: 'expired',
          expiresAt: new Date(now - 1_000),
          lastSeenAt: new Date(now - DAY),
        },
        {
          userId: user.userId,
          tokenHash: 'idle',
          expiresAt: new Date(now + 30 * DAY),
          lastSeenAt: new Date(now - SESSION_IDLE_TIMEOUT_MS - 60_000),
        },
      ]);
    expect((await rowsOf(user.userId)).sessions).toHaveLength(3);

    const result = await t.app.services.auth.purgeDue();

    expect(result.sessions).toBe(2);
    const left = (await rowsOf(user.userId)).sessions.map((session) => session.tokenHash);
    expect(left).toHaveLength(1);
    expect(left).not.toContain('expired');
    expect(left).not.toContain('idle');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });
});
