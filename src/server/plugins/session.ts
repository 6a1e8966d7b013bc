import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../../common/limits';
import { unauthenticated } from '../errors';
import type { AuthService, ResolvedSession } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and their session, or null for a visitor. */
    auth: ResolvedSession | null;
  }
}

export interface SessionCookieOptions {
  name: string;
  secure: boolean;
}

export function sessionCookieOptions(isProduction: boolean): SessionCookieOptions {
  // __Host- binds the cookie to this exact origin over HTTPS; plain name for http://localhost.
  return isProduction ? { name: '__Host-tt_session', secure: true } : { name: 'tt_session', secure: false };
}

/** Resolves the session cookie once per request into request.auth. */
export function registerSessions(
  app: FastifyInstance,
  auth: AuthService,
  cookie: SessionCookieOptions,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookie.name];
    if (!token || token.length > 100) return;
    request.auth = (await auth.resolveSession(token)) ?? null;
  });
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookieOptions, token: string): void {
  reply.setCookie(cookie.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookieOptions): void {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}

/** The signed-in session, or a 401. */
export function requireAuth(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
