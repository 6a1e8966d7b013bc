import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_MS } from '../../../common/limits';
import type { Database } from '../../db/client';
import { type AuthTokenKind, authTokens, sessions, users } from '../../db/schema';
import type { Executor } from '../../db/types';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

// ---- users

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string; emailVerifiedAt?: Date | null },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<
    Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'emailVerifiedAt' | 'deletionScheduledAt'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deletes the user; every table that holds their data cascades from users. */
export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Deletes accounts whose scheduled deletion date has come (their data cascades). Returns how many. */
export async function deleteUsersScheduledBefore(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(lte(users.deletionScheduledAt, now))
    .returning({ id: users.id });
  return deleted.length;
}

// ---- sessions

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned nothing');
  return row;
}

function prepareLiveSessionQuery(db: Database) {
  const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_TIMEOUT_MS} milliseconds'`);
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

// Every signed-in request runs this lookup, so it is built once per database and prepared on the server.
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareLiveSessionQuery>>();

/** The live session for a token hash with its user: not past its absolute expiry nor idle too long. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function touchSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Executor, now: Date, idleSince: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return deleted.length;
}

// ---- single-use tokens

export async function insertAuthToken(
  db: Executor,
  values: { userId: string; kind: AuthTokenKind; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Voids every unused token of a kind for the user (a new reset link replaces the old ones). */
export async function voidAuthTokens(db: Executor, userId: string, kind: AuthTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

/**
 * Marks a token used and returns it, in one statement, so two concurrent uses cannot both succeed.
 * Returns undefined for an unknown, used or expired token.
 */
export async function consumeAuthToken(
  db: Executor,
  kind: AuthTokenKind,
  tokenHash: string,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return row;
}

export async function deleteStaleAuthTokens(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(authTokens)
    .where(or(lte(authTokens.expiresAt, now), sql`${authTokens.usedAt} is not null`))
    .returning({ id: authTokens.id });
  return deleted.length;
}
