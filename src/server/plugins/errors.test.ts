import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseKinds, useTestApp } from '../../../tests/support/test-app';
import { analyticsEvents } from '../db/schema';
import { AppError } from '../errors';
import { registerErrorHandling } from './errors';

const PAGE_VIEW = { name: 'page_view', path: '/', properties: { path: '/' } };

function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/"stack"/);
  expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  expect(body).not.toContain('node_modules');
}

describe('registerErrorHandling on a bare Fastify instance', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection to db at 10.1.2.3 failed: password authentication failed for user "admin"');
    });
    app.get('/boom-sync', () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    app.get('/unavailable', async () => {
      throw Object.assign(new Error('upstream said 503'), { statusCode: 503 });
    });
    app.get('/limited', async () => {
      throw new AppError('RATE_LIMITED', 'Too many sign-in attempts.', { 'retry-after': '42' });
    });
    app.get('/framework-429', async () => {
      throw Object.assign(new Error('rate limit exceeded'), { statusCode: 429 });
    });
    app.get('/missing', async () => {
      throw new AppError('NOT_FOUND', 'Journal entry not found.');
    });
    const profileSchema = z.object({ profile: z.object({ email: z.email('Enter a valid email address.') }) });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/profile', { schema: { body: profileSchema } }, async () => ({ ok: true }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers an unexpected error with 500 and a generic message, never the error itself', async () => {
    for (const url of ['/boom', '/boom-sync']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
      expect(response.body).not.toContain('password');
      expect(response.body).not.toContain('Cannot read properties');
      expectNoInternals(response.body);
    }
  });

  it('treats a server-side status from a library as 500 INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/unavailable' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
  });

  it('sends an AppError with its status, code, message and headers', async () => {
    const limited = await app.inject({ method: 'GET', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.json()).toEqual({ message: 'Too many sign-in attempts.', code: 'RATE_LIMITED' });

    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Journal entry not found.', code: 'NOT_FOUND' });
  });

  it('maps a framework 429 to RATE_LIMITED', async () => {
    const response = await app.inject({ method: 'GET', url: '/framework-429' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Too many requests. Please wait a moment.',
      code: 'RATE_LIMITED',
    });
  });

  it('names the failing field of a schema validation error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/profile',
      payload: { profile: { email: 'nope' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'profile.email: Enter a valid email address.',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe.each(testDatabaseKinds())('API errors of the built app on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api path for %s with 404 JSON',
    async (method) => {
      const response = await t.app.inject({
        method,
        url: '/api/no-such-thing?x=1',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: `No API route ${method} /api/no-such-thing.`,
        code: 'NOT_FOUND',
      });
    },
  );

  it('answers a malformed JSON body with 400 JSON without a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "page_view", "path": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ message: string; code: string }>();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expectNoInternals(response.body);
  });

  it('answers an empty JSON body with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Body cannot be empty when content-type is set to 'application/json'",
      code: 'BAD_REQUEST',
    });
  });

  it('answers a body in another format with 415 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=page_view&path=%2F',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Send the request body as application/json.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers a body over 1 MiB with 413 JSON and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { ...PAGE_VIEW, properties: { padding: 'x'.repeat(1_048_576) } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('accepts a body just under 1 MiB as far as the size goes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { ...PAGE_VIEW, properties: { padding: 'x'.repeat(1_000_000) } },
    });
    // Too large for the contract (2 KB of properties), but not for the body limit.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
