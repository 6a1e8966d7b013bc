import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  ZChangePasswordRequestSchema,
  ZDeleteAccountResponseSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZMeResponseSchema,
  ZMessageResponseSchema,
  ZProfileRequestSchema,
  ZRegisterRequestSchema,
  ZResetPasswordRequestSchema,
} from '../../../common/contracts/auth';
import {
  clearSessionCookie,
  requireAuth,
  type SessionCookieOptions,
  setSessionCookie,
} from '../../plugins/session';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { RATE_LIMITS } from '../../rate-limit/rules';
import { type AuthService, type ClientMeta, presentUser } from './auth.service';

export interface AuthRouteDeps {
  auth: AuthService;
  limiter: RateLimiter;
  cookie: SessionCookieOptions;
}

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export async function authRoutes(
  app: FastifyInstance,
  { auth, limiter, cookie }: AuthRouteDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    { schema: { tags, body: ZRegisterRequestSchema, response: { 201: ZMeResponseSchema } } },
    async (request, reply) => {
      await limiter.consume(RATE_LIMITS.registerPerIp, request.ip);
      await limiter.consume(RATE_LIMITS.registerPerAccount, request.body.email);
      const signedIn = await auth.register(request.body, clientMeta(request));
      setSessionCookie(reply, cookie, signedIn.token);
      return reply.status(201).send({ user: presentUser(signedIn.user) });
    },
  );

  r.post(
    '/api/auth/login',
    { schema: { tags, body: ZLoginRequestSchema, response: { 200: ZMeResponseSchema } } },
    async (request, reply) => {
      await limiter.consume(RATE_LIMITS.loginPerIp, request.ip);
      await limiter.consume(RATE_LIMITS.loginPerAccount, request.body.email);
      const signedIn = await auth.login(request.body, clientMeta(request));
      // A success clears the account's failure count; the per-address count stands.
      await limiter.reset(RATE_LIMITS.loginPerAccount, request.body.email);
      // Any session the browser held before is replaced, never reused (no session fixation).
      if (request.auth) await auth.logout(request.auth.session.id);
      setSessionCookie(reply, cookie, signedIn.token);
      return { user: presentUser(signedIn.user) };
    },
  );

  r.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: ZMessageResponseSchema } } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.session.id);
      clearSessionCookie(reply, cookie);
      return { message: 'Signed out.' };
    },
  );

  r.get('/api/auth/me', { schema: { tags, response: { 200: ZMeResponseSchema } } }, async (request) => {
    return { user: presentUser(requireAuth(request).user) };
  });

  r.put(
    '/api/auth/profile',
    { schema: { tags, body: ZProfileRequestSchema, response: { 200: ZMeResponseSchema } } },
    async (request) => {
      const { user } = requireAuth(request);
      const updated = await auth.updateProfile(user.id, request.body);
      return { user: presentUser(updated) };
    },
  );

  r.post(
    '/api/auth/change-password',
    { schema: { tags, body: ZChangePasswordRequestSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      const { user, session } = requireAuth(request);
      await auth.changePassword(user.id, session.id, request.body);
      return { message: 'Password changed. Your other sessions have been signed out.' };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: ZForgotPasswordRequestSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await limiter.consume(RATE_LIMITS.forgotPerIp, request.ip);
      await limiter.consume(RATE_LIMITS.forgotPerAccount, request.body.email);
      await auth.requestPasswordReset(request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  r.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ZResetPasswordRequestSchema, response: { 200: ZMessageResponseSchema } } },
    async (request, reply) => {
      await limiter.consume(RATE_LIMITS.resetPerIp, request.ip);
      await auth.resetPassword(request.body.token, request.body.newPassword);
      clearSessionCookie(reply, cookie);
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  );

  r.get(
    '/api/auth/verify-email',
    { schema: { tags, querystring: z.object({ token: z.unknown().optional() }) } },
    async (request, reply) => {
      // A damaged link (cut, doubled, padded) lands on the same friendly page as an expired one.
      const { token } = request.query;
      const isWellFormed = typeof token === 'string' && token.length > 0 && token.length <= 200;
      const verified = isWellFormed ? await auth.verifyEmail(token) : false;
      return reply.redirect(verified ? '/auth?verified=1' : '/auth?verification=invalid', 303);
    },
  );

  r.post(
    '/api/auth/resend-verification',
    { schema: { tags, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      const { user } = requireAuth(request);
      await limiter.consume(RATE_LIMITS.verificationPerAccount, user.id);
      await auth.resendVerification(user.id);
      return { message: 'We have sent you a new verification link.' };
    },
  );

  r.delete(
    '/api/auth/delete-account',
    { schema: { tags, response: { 200: ZDeleteAccountResponseSchema } } },
    async (request, reply) => {
      const { user, session } = requireAuth(request);
      const { deletesAt } = await auth.deleteAccount(user.id, session.id);
      clearSessionCookie(reply, cookie);
      return deletesAt
        ? {
            message: `Your account stays active until your paid period ends on ${deletesAt.toDateString()}; then all your data is deleted.`,
            deletesAt: deletesAt.toISOString(),
          }
        : { message: 'Your account and all your data have been deleted.', deletesAt: null };
    },
  );
}
