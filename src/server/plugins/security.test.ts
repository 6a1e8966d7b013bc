import { describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENV, testDatabaseKinds, useTestApp } from '../../../tests/support/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { analyticsEvents } from '../db/schema';
import { createNonce, pageCsp } from './security';

const PAGE_VIEW = { name: 'page_view', path: '/', properties: { path: '/' } };

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe.each(testDatabaseKinds())('security of the built app on %s', (kind) => {
  const t = useTestApp(kind);

  const storedEvents = () => t.database.db.select().from(analyticsEvents);

  it('locks down API and non-page responses with a CSP that allows nothing, and anti-sniffing headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directives(response.headers['content-security-policy']?.toString());
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Plain http in development: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives rendered pages a script policy of this origin plus nonces or hashes, never unsafe-inline', () => {
    const csp = directives(pageCsp(["'nonce-bm9uY2Utb25lLXR3by10aHJlZQ=='", "'sha256-abc='"], false));
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toEqual(["'self'", "'nonce-bm9uY2Utb25lLXR3by10aHJlZQ=='", "'sha256-abc='"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(directives(pageCsp([], true)).has('upgrade-insecure-requests')).toBe(true);
    expect(createNonce()).not.toBe(createNonce());
  });

  it('refuses a cross-site POST with 403 CROSS_SITE_REQUEST and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: PAGE_VIEW,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Cross-site requests are not allowed.',
      code: 'CROSS_SITE_REQUEST',
    });
    expect(await storedEvents()).toHaveLength(0);
  });

  it.each(['same-site', 'cross-site'])(
    'refuses sec-fetch-site %s for every state-changing method',
    async (site) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: '/api/auth/delete-account',
          headers: { 'sec-fetch-site': site },
        });
        expect(response.statusCode, method).toBe(403);
        expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
      }
    },
  );

  it('refuses a POST whose Origin is another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { origin: 'https://evil.example' },
      payload: PAGE_VIEW,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(await storedEvents()).toHaveLength(0);
  });

  it('allows same-origin POSTs', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'sec-fetch-site': 'same-origin', origin: TEST_ENV.APP_URL },
      payload: PAGE_VIEW,
    });
    expect(sameOrigin.statusCode).toBe(204);
    // A navigation the user typed (sec-fetch-site: none) and a client sending no fetch metadata pass too.
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'sec-fetch-site': 'none' },
      payload: PAGE_VIEW,
    });
    expect(typed.statusCode).toBe(204);
    const noMetadata = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: PAGE_VIEW,
    });
    expect(noMetadata.statusCode).toBe(204);
    expect(await storedEvents()).toHaveLength(3);
  });

  it('lets cross-site GETs through (reads change nothing)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('marks /api responses, errors included, as not storable', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: PAGE_VIEW });
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: PAGE_VIEW,
    });
    expect(ok.statusCode).toBe(204);
    expect(unauthenticated.statusCode).toBe(401);
    expect(missing.statusCode).toBe(404);
    expect(forbidden.statusCode).toBe(403);
    for (const response of [ok, unauthenticated, missing, forbidden]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('security headers in production', () => {
  it('adds HSTS when served over HTTPS', async () => {
    const { handle, drop } = await openTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_URL: 'https://truetune.app',
    });
    const app = await buildApp(config, { database: handle, withPages: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

      // The production origin is the only one allowed to post.
      const sameOrigin = await app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { origin: 'https://truetune.app', 'sec-fetch-site': 'same-origin' },
        payload: PAGE_VIEW,
      });
      expect(sameOrigin.statusCode).toBe(204);
      const otherOrigin = await app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { origin: 'http://truetune.app' },
        payload: PAGE_VIEW,
      });
      expect(otherOrigin.statusCode).toBe(403);
    } finally {
      await app.close();
      await drop();
    }
  });
});
