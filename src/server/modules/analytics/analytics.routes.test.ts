import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openTestDatabase,
  sessionCookieFrom,
  TEST_ENV,
  testDatabaseKinds,
  useTestApp,
} from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

const PASSWORD = 'a-long-unusual-passphrase';
const PAGE_VIEW = { name: 'page_view', path: '/', properties: { path: '/' } };

async function register(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Eve', email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ user: { id: string } }>();
  return { cookie: sessionCookieFrom(response), userId: body.user.id };
}

describe.each(testDatabaseKinds())('POST /api/analytics/events on %s', (kind) => {
  const t = useTestApp(kind);

  const storedEvents = () => t.database.db.select().from(analyticsEvents);

  it('stores an anonymous event without a user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: PAGE_VIEW });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await storedEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'page_view', path: '/', properties: { path: '/' }, userId: null });
  });

  it('stores an event without properties', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'pricing_checkout_click', path: '/pricing' },
    });

    expect(response.statusCode).toBe(204);
    expect(await storedEvents()).toMatchObject([
      { name: 'pricing_checkout_click', path: '/pricing', properties: null },
    ]);
  });

  it('accepts properties just under 2 KB', async () => {
    const properties = { a: 'x'.repeat(500), b: 'x'.repeat(500), c: 'x'.repeat(500), d: 'x'.repeat(500) };
    expect(JSON.stringify(properties).length).toBeLessThanOrEqual(2048);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { ...PAGE_VIEW, properties },
    });

    expect(response.statusCode).toBe(204);
    expect(await storedEvents()).toMatchObject([{ properties }]);
  });

  it('attributes the event to the signed-in user', async () => {
    const eve = await register(t.app, 'eve@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: eve.cookie },
      payload: { ...PAGE_VIEW, path: '/dashboard', properties: { path: '/dashboard' } },
    });

    expect(response.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, eve.userId));
    expect(rows).toMatchObject([{ name: 'page_view', path: '/dashboard', userId: eve.userId }]);
  });

  it.each([
    [
      'an unknown event name',
      { ...PAGE_VIEW, name: 'bought_a_yacht' },
      /^name: Unknown analytics event name\.$/,
    ],
    [
      'a path not starting with /',
      { ...PAGE_VIEW, path: 'https://evil.example/' },
      /path must start with \//,
    ],
    [
      'properties over 2 KB',
      {
        ...PAGE_VIEW,
        properties: {
          a: 'x'.repeat(500),
          b: 'x'.repeat(500),
          c: 'x'.repeat(500),
          d: 'x'.repeat(500),
          e: 'x'.repeat(100),
        },
      },
      /at most 2048 bytes/,
    ],
    ['a nested property value', { ...PAGE_VIEW, properties: { nested: { deep: true } } }, /properties/],
    ['a missing path', { name: 'page_view' }, /path/],
  ])('refuses %s with 400 {message, code} and stores nothing', async (_label, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload });

    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
    expect(await storedEvents()).toHaveLength(0);
  });

  it('refuses the 121st event in a minute from one address with 429, and stores none of the refused', async () => {
    for (let i = 0; i < 120; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: '203.0.113.7',
        payload: PAGE_VIEW,
      });
      expect(response.statusCode).toBe(204);
    }

    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: '203.0.113.7',
      payload: PAGE_VIEW,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedEvents()).toHaveLength(120);

    // Another visitor is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: '203.0.113.8',
      payload: PAGE_VIEW,
    });
    expect(other.statusCode).toBe(204);
    expect(await storedEvents()).toHaveLength(121);
  });
});

interface SinkRequest {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return address.port;
}

describe.each(testDatabaseKinds())('analytics forwarding to ANALYTICS_SINK_URL on %s', (kind) => {
  const received: SinkRequest[] = [];
  const sink = createServer((request, response) => {
    void readBody(request).then((text) => {
      received.push({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'],
        body: JSON.parse(text),
      });
      response.writeHead(202).end();
    });
  });
  let sinkUrl: string;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    sinkUrl = `http://127.0.0.1:${await listen(sink)}/events`;
    ({ handle: database, drop } = await openTestDatabase(kind));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    await drop();
  });

  it('forwards events to the sink without the user id', async () => {
    const config = loadConfig({ ...TEST_ENV, ANALYTICS_SINK_URL: sinkUrl });
    const app = await buildApp(config, { database, withPages: false });
    try {
      const eve = await register(app, 'eve@example.com');
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { cookie: eve.cookie },
        payload: {
          name: 'assessment_completed',
          path: '/assessment',
          properties: { kind: 'basic', score: 7 },
        },
      });
      expect(response.statusCode).toBe(204);

      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
      const [forwarded] = received;
      expect(forwarded).toMatchObject({ method: 'POST', url: '/events', contentType: 'application/json' });
      expect(forwarded?.body).toEqual({
        name: 'assessment_completed',
        path: '/assessment',
        properties: { kind: 'basic', score: 7 },
        at: expect.any(String),
      });
      expect(JSON.stringify(forwarded?.body)).not.toContain(eve.userId);

      // Stored first-party with the user, as without a sink.
      const rows = await database.db.select().from(analyticsEvents);
      expect(rows).toMatchObject([{ name: 'assessment_completed', userId: eve.userId }]);
    } finally {
      await app.close();
    }
  });

  it('still records the event when the sink is unreachable', async () => {
    const closed = createServer();
    const deadPort = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const config = loadConfig({ ...TEST_ENV, ANALYTICS_SINK_URL: `http://127.0.0.1:${deadPort}/events` });
    const app = await buildApp(config, { database, withPages: false });
    try {
      const before = (await database.db.select().from(analyticsEvents)).length;
      const response = await app.inject({ method: 'POST', url: '/api/analytics/events', payload: PAGE_VIEW });
      expect(response.statusCode).toBe(204);
      expect(await database.db.select().from(analyticsEvents)).toHaveLength(before + 1);
    } finally {
      await app.close();
    }
  });
});
