import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, startE2eServer } from './support/e2e-server';

// The first HTML a search engine or a slow phone receives: complete content, metadata and a CSP whose
// nonce matches the page's scripts. No browser needed.

describe('server-rendered HTML', () => {
  let server: E2eServer;
  beforeAll(async () => {
    server = await startE2eServer();
  });
  afterAll(async () => server?.close());

  // fetch would ask for compression and decode it; ask for plain bytes unless a test says otherwise.
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.baseUrl + path, { headers: { 'accept-encoding': 'identity', ...headers } });

  async function signedInCookie(): Promise<string> {
    const user = await server.createUser();
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    return login.headers.get('set-cookie')?.split(';')[0] ?? '';
  }

  function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
    return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  }

  it.each([
    ['/', 'TrueTune | Soulprint Assessment and AI Guide for Personal Growth', 'Understand your'],
    ['/auth', 'Sign Up or Sign In | TrueTune', 'Begin your TrueTune journey'],
    ['/terms', 'Terms of Service | TrueTune', 'Governing law'],
    ['/privacy', 'Privacy Policy | TrueTune', 'Your rights'],
  ])(
    '%s arrives complete with title, description, canonical URL and Open Graph tags',
    async (path, title, content) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
      expect(html).toContain(content);
      expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(50);
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:3000${path}"/>`);
      expect(meta(html, 'property', 'og:title')).toBe(title);
      expect(meta(html, 'property', 'og:url')).toBe(`http://127.0.0.1:3000${path}`);
      // No Suspense fallback or deferred completion script: the content is in the first HTML.
      expect(html).not.toContain('$RC(');
    },
  );

  it('the home page carries keyword metadata and preloads its own chunk', async () => {
    const html = await (await get('/')).text();
    expect(meta(html, 'name', 'keywords')).toContain('Soulprint');
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/home-page-[\w-]+\.js"/);
  });

  it('anonymous pages allow their inline script by its hash, so the whole response can be cached', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain("'nonce-");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect((await get('/')).headers.get('content-security-policy')).toBe(csp);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/main-[\w-]+\.css"/);
  });

  it("a signed-in page's scripts all carry that response's fresh nonce", async () => {
    const cookie = await signedInCookie();
    const response = await get('/', { cookie });
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await get('/', { cookie });
    expect(/'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1]).not.toBe(nonce);
  });

  it('pages and assets are sent compressed to browsers that accept it', async () => {
    const page = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('Understand your');
    const gzipped = await get('/terms', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const html = await (await get('/')).text();
    const script = /src="(\/assets\/main-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const asset = await get(script, { 'accept-encoding': 'br' });
    expect(asset.headers.get('content-encoding')).toBe('br');
  });

  it('anonymous pages are cacheable: an ETag, then 304', async () => {
    const first = await get('/terms');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get('/terms', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('pages for a signed-in person are private and never stored', async () => {
    const cookie = await signedInCookie();
    const response = await get('/', { cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    const html = await response.text();
    // The signed-in navigation is already in the first HTML.
    expect(html).toContain('Sign Out');
    expect(html).not.toContain('>Get Started<');
  });

  it('an unknown page is Page Not Found with status 404 and noindex', async () => {
    const response = await get('/nowhere/at/all');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('robots.txt points to the sitemap, which lists the public pages', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/auth', '/terms', '/privacy']) {
      expect(xml).toContain(`<loc>http://127.0.0.1:3000${path}</loc>`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('hashed assets are cached for a year; health endpoints answer', async () => {
    const html = await (await get('/')).text();
    const script = /src="(\/assets\/main-[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script ?? '');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/healthz')).status).toBe(200);
    expect(await (await get('/readyz')).json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  function jsonLd(html: string): Array<Record<string, unknown>> {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
    );
  }

  it('a category page arrives complete, with its metadata and an ItemList and BreadcrumbList', async () => {
    const response = await get('/breathing-pranayama/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<title>Breathing &amp; Pranayama Practices: Complete Evidence-Based Guide | TrueTune</title>',
    );
    expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(70);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/breathing-pranayama/"/>');
    expect(meta(html, 'property', 'og:url')).toBe('http://127.0.0.1:3000/breathing-pranayama/');
    expect(html).toContain('Learn Practice');
    const data = jsonLd(html);
    const list = data.find((item) => item['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBe(22);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://127.0.0.1:3000/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Breathing & Pranayama',
        item: 'http://127.0.0.1:3000/breathing-pranayama/',
      },
    ]);
  });

  it('a practice page holds every tab in its first HTML, with HowTo structured data timed from level one', async () => {
    const response = await get('/breathing-pranayama/box-breathing');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Box Breathing[^<]*<\/title>/);
    expect(html).toContain(
      '<link rel="canonical" href="http://127.0.0.1:3000/breathing-pranayama/box-breathing"/>',
    );
    expect(meta(html, 'property', 'og:type')).toBe('article');
    for (const text of [
      'Contraindications',
      'Practice timer',
      'Making it part of your life',
      'Complementary practices',
    ]) {
      expect(html).toContain(text);
    }
    const data = jsonLd(html);
    const howTo = data.find((item) => item['@type'] === 'HowTo');
    expect(howTo?.name).toBe('Box Breathing');
    expect(howTo?.totalTime).toMatch(/^PT\d+M$/);
    expect(Array.isArray(howTo?.step) && howTo.step.length).toBeGreaterThanOrEqual(3);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(Array.isArray(crumbs?.itemListElement) && crumbs.itemListElement.length).toBe(3);
  });

  it('the practice browse page states the real number of practices', async () => {
    const html = await (await get('/practices')).text();
    expect(html).toMatch(/<h1[^>]*>244 practices for mind, body and spirit<\/h1>/);
    expect(html).toContain('Additional Categories');
  });

  it('a category address without its trailing slash redirects permanently to the canonical one', async () => {
    const response = await fetch(`${server.baseUrl}/breathing-pranayama`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/breathing-pranayama/');
  });

  it('the sitemap lists the practice browse page, every category and every practice', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://127.0.0.1:3000/practices</loc>');
    expect(xml).toContain('<loc>http://127.0.0.1:3000/breathing-pranayama/</loc>');
    expect(xml).toContain('<loc>http://127.0.0.1:3000/breathing-pranayama/box-breathing</loc>');
    expect(xml.match(/<url>/g)?.length).toBe(4 + 1 + 11 + 244);
  });

  it('a signed-in person loading /login is redirected by the server, not by a script', async () => {
    const cookie = await signedInCookie();
    const response = await fetch(`${server.baseUrl}/login`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
  });
});
