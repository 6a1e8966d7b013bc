import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  startTestApp,
  TEST_ENV,
  type TestApp,
  testDatabaseKinds,
} from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

describe.each(testDatabaseKinds())('health checks on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });

  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers 200 {status: ok}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: kind });
  });

  it('GET /readyz answers 503 JSON once the database is gone, while /healthz stays up', async () => {
    const { handle, drop } = await openTestDatabase(kind);
    // drop() closes the handle itself; closing twice would fail (pg.Pool.end), so close only once.
    const closeOnce = handle.close;
    let closed: Promise<void> | undefined;
    handle.close = () => {
      closed ??= closeOnce();
      return closed;
    };
    const app = await buildApp(loadConfig({ ...TEST_ENV }), { database: handle, withPages: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await handle.close();

      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['content-type']).toMatch(/^application\/json/);
      expect(ready.json()).toEqual({ message: 'The database is not reachable.', code: 'UNAVAILABLE' });

      const healthy = await app.inject({ method: 'GET', url: '/healthz' });
      expect(healthy.statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});
