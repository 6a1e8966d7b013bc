import type { FastifyInstance } from 'fastify';

/** Public pages with their canonical paths; later capabilities add theirs through `extraPaths`. */
export const STATIC_PUBLIC_PATHS = ['/', '/auth', '/terms', '/privacy'] as const;

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

export async function seoRoutes(
  app: FastifyInstance,
  {
    appUrl,
    buildTime,
    extraEntries,
  }: { appUrl: string; buildTime: Date; extraEntries: () => Promise<SitemapEntry[]> },
): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /assessment',
      'Disallow: /results',
      'Disallow: /chat',
      'Disallow: /reset-password',
      '',
      `Sitemap: ${appUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries: SitemapEntry[] = [
      ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastModified: buildTime })),
      ...(await extraEntries()),
    ];
    const urls = entries
      .map(
        (entry) =>
          `  <url><loc>${escapeXml(appUrl + entry.path)}</loc><lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod></url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
