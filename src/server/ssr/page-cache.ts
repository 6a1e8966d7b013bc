import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One anonymous page, ready to send as it is: its bytes in each encoding, its CSP and its ETag. */
export interface CachedPage {
  status: number;
  etag: string;
  csp: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** The page's inline scripts, each allowed by its hash: the same page always has the same policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

export function compressPage(html: string, status: number, csp: string): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    status,
    csp,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  };
}

/**
 * Anonymous renders depend only on the URL and the build, so they are rendered and compressed once and
 * kept (least recently used first out).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly capacity = 500) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    if (this.pages.size > this.capacity) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}

/** The best encoding the client accepts among ours. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}
