import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes called by other sites on purpose (payment webhooks) opt out of the same-origin check. */
    allowCrossSite?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What no response needs: a strict policy for JSON, files and anything that is not a rendered page. */
const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of a rendered page: scripts only from this origin, or inline ones allowed by this
 * response's nonce or by their hashes. Style attributes are allowed because React renders them on the
 * server and they cannot carry a nonce.
 */
export function pageCsp(inlineScriptSources: string[], isProduction: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptSources].join(' '),
    "script-src-attr 'none'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** A fresh nonce for one rendered page. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Security headers on every response (computed once, not per request), a locked-down CSP unless the
 * route set its own, and refusal of cross-site state changes.
 */
export function registerSecurity(app: FastifyInstance, appUrl: string, isProduction: boolean): void {
  const staticHeaders: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // HSTS only where the app is served over HTTPS.
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };

  const allowedOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(staticHeaders);
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (
      typeof origin === 'string' &&
      origin !== allowedOrigin &&
      origin !== `${request.protocol}://${request.host}`
    ) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.');
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    // A 304 must not carry a CSP: browsers merge it into the cached page, whose nonce it would not match.
    if (reply.statusCode === 304) return;
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', LOCKED_DOWN_CSP);
  });
}
