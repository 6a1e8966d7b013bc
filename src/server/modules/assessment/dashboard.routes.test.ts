import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, testDatabaseKinds, useTestApp } from '../../../../tests/support/test-app';
import { insertAssessment } from './assessment.repository';

const PASSWORD = 'a-long-unusual-passphrase';

describe.each(testDatabaseKinds())('GET /api/dashboard on %s', (kind) => {
  const t = useTestApp(kind);

  async function signUp(name: string, email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    return { cookie: sessionCookieFrom(response), userId: response.json<{ user: { id: string } }>().user.id };
  }

  const dashboardOf = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });

  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You need to sign in first.', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a session cookie that is not valid', async () => {
    const response = await dashboardOf('tt_session=not-a-real-session-token');
    expect(response.statusCode).toBe(401);
  });

  it('answers an empty list for a new user', async () => {
    const eve = await signUp('Eve', 'eve@example.com');
    const response = await dashboardOf(eve.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ assessments: [] });
  });

  it('lists completed assessments, newest first, and not those in progress', async () => {
    const eve = await signUp('Eve', 'eve@example.com');
    const older = await insertAssessment(t.database.db, {
      userId: eve.userId,
      kind: 'basic',
      status: 'completed',
      completedAt: new Date('2030-01-01T10:00:00.000Z'),
    });
    const newer = await insertAssessment(t.database.db, {
      userId: eve.userId,
      kind: 'adaptive',
      status: 'completed',
      completedAt: new Date('2030-02-01T10:00:00.000Z'),
    });
    await insertAssessment(t.database.db, {
      userId: eve.userId,
      kind: 'basic',
      status: 'in_progress',
      completedAt: null,
    });

    const response = await dashboardOf(eve.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      assessments: [
        { id: newer.id, kind: 'adaptive', completedAt: '2030-02-01T10:00:00.000Z' },
        { id: older.id, kind: 'basic', completedAt: '2030-01-01T10:00:00.000Z' },
      ],
    });
  });

  it("never shows another user's assessments", async () => {
    const eve = await signUp('Eve', 'eve@example.com');
    const mallory = await signUp('Mallory', 'mallory@example.com');
    const evesOwn = await insertAssessment(t.database.db, {
      userId: eve.userId,
      kind: 'basic',
      status: 'completed',
      completedAt: new Date('2030-01-01T10:00:00.000Z'),
    });
    await insertAssessment(t.database.db, {
      userId: mallory.userId,
      kind: 'adaptive',
      status: 'completed',
      completedAt: new Date('2030-03-01T10:00:00.000Z'),
    });

    const forEve = await dashboardOf(eve.cookie);
    expect(forEve.json()).toEqual({
      assessments: [{ id: evesOwn.id, kind: 'basic', completedAt: '2030-01-01T10:00:00.000Z' }],
    });
    const forMallory = await dashboardOf(mallory.cookie);
    expect(
      forMallory.json<{ assessments: Array<{ id: string }> }>().assessments.map((a) => a.id),
    ).not.toContain(evesOwn.id);
    expect(forMallory.json<{ assessments: unknown[] }>().assessments).toHaveLength(1);
  });
});
