import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { MemoryRateLimitStore } from '../../src/server/rate-limit/rate-limiter';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database created next to
 * TEST_DATABASE_URL and dropped afterwards, so parallel test files never share rows.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { handle, drop: () => handle.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `truetune_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  APP_URL: 'http://localhost:3000',
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Empties every table between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApp(kind: TestDatabaseKind, options: BuildOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase(kind);
  const config = loadConfig({ ...TEST_ENV });
  let store = new MemoryRateLimitStore();
  let app = await buildApp(config, { database: handle, withPages: false, rateLimitStore: store, ...options });
  return {
    get app() {
      return app;
    },
    database: handle,
    async reset() {
      await app.services.emails.drain();
      await handle.db.execute(
        sql.raw(
          'truncate users, sessions, auth_tokens, email_messages, analytics_events, subscriptions, assessments restart identity cascade',
        ),
      );
      // Fresh rate-limit counters for each test.
      await app.close();
      store = new MemoryRateLimitStore();
      app = await buildApp(config, { database: handle, withPages: false, rateLimitStore: store, ...options });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tt_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `tt_session=${cookie.value}`;
}

/**
 * The usual life of an API test file: one app per database kind, started before the tests, emptied
 * before each one, closed after them all.
 */
export function useTestApp(kind: TestDatabaseKind, options: BuildOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(kind, options);
  });
  beforeEach(async () => {
    await current?.reset();
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('the test app has not started yet');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    reset: () => started().reset(),
    close: () => started().close(),
  };
}

export const TEST_PASSWORD = 'a-long-unusual-passphrase';

/** Signs a new user up through the API; returns their session cookie and id. */
export async function registerUser(
  app: FastifyInstance,
  user: { name?: string; email: string; password?: string; remoteAddress?: string },
): Promise<{ cookie: string; userId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: user.name ?? 'Test Person',
      email: user.email,
      password: user.password ?? TEST_PASSWORD,
    },
    ...(user.remoteAddress ? { remoteAddress: user.remoteAddress } : {}),
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed (${response.statusCode}): ${response.body}`);
  return { cookie: sessionCookieFrom(response), userId: response.json<{ user: { id: string } }>().user.id };
}
