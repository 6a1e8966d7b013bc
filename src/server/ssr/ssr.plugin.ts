import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicConfig } from '../../web/app/app-context';
import type { RenderRequest, RenderResult } from '../../web/entry-server';
import { createNonce, pageCsp } from '../plugins/security';
import { loadClientAssets } from './assets';
import { compressPage, inlineScriptHashes, PageCache, pickEncoding } from './page-cache';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

/** Query data the server already knows for a request, handed to the client so it does not refetch. */
export type Prefetcher = (
  request: FastifyRequest,
) => Promise<Array<{ queryKey: readonly unknown[]; data: unknown }>>;

export interface SsrOptions {
  distDir: string;
  config: PublicConfig;
  prefetch: Prefetcher;
  isProduction: boolean;
  /** A permanent redirect for an address that has a canonical form elsewhere (e.g. the trailing slash). */
  canonicalRedirect: (path: string) => Promise<string | undefined>;
}

/** Serves the built client and renders every non-API GET through React on the server. */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const assets = loadClientAssets(clientDir);
  const entryServer = pathToFileURL(path.join(options.distDir, 'ssr', 'entry-server.js')).href;
  const { render } = (await import(entryServer)) as { render: RenderFn };
  const cache = new PageCache();

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // scripts/compress-assets.ts writes .br and .gz beside each built file.
    preCompressed: true,
    // Hashed file names never change content, so browsers may keep them for a year.
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const renderPage = async (request: FastifyRequest, nonce: string | undefined) =>
    render({
      url: request.url,
      config: options.config,
      stylesheets: assets.stylesheets,
      entryScript: assets.entryScript,
      resolveChunk: assets.resolveChunk,
      prefetched: await options.prefetch(request),
      nonce,
    });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const canonical = await options.canonicalRedirect(request.url.split('?')[0] ?? '/');
    if (canonical) return reply.redirect(canonical, 301);
    reply.header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);

    if (request.auth) {
      // Personal pages are rendered fresh with a nonce, and never stored by any cache.
      const nonce = createNonce();
      const page = await renderPage(request, nonce);
      reply.header('cache-control', 'private, no-store');
      if (page.redirectTo) return reply.redirect(page.redirectTo, 302);
      reply.header('content-security-policy', pageCsp([`'nonce-${nonce}'`], options.isProduction));
      const { html } = page;
      if (encoding === 'identity') return reply.status(page.status).send(html);
      const body =
        encoding === 'br'
          ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzip(html);
      return reply.status(page.status).header('content-encoding', encoding).send(body);
    }

    // Anonymous pages are the same for everyone: rendered, hashed and compressed once per URL.
    const key = request.url;
    let page = cache.get(key);
    if (!page) {
      const rendered = await renderPage(request, undefined);
      if (rendered.redirectTo) return reply.redirect(rendered.redirectTo, 302);
      const csp = pageCsp(inlineScriptHashes(rendered.html), options.isProduction);
      page = compressPage(rendered.html, rendered.status, csp);
      cache.set(key, page);
    }
    reply
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('etag', page.etag)
      .header('content-security-policy', page.csp);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.identity;
    return reply.status(page.status).send(body);
  });
}
