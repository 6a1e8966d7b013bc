import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please wait a few minutes and try again.';
const TOO_MANY_RESETS = 'Too many password reset requests. Please wait a few minutes and try again.';

/** Limits on the endpoints attackers aim at: per client address and per account. */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 10, windowMs: MINUTE, message: TOO_MANY_SIGN_INS },
  loginPerAccount: { name: 'login-account', limit: 20, windowMs: HOUR, message: TOO_MANY_SIGN_INS },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: MINUTE, message: TOO_MANY_SIGN_UPS },
  registerPerAccount: { name: 'register-account', limit: 20, windowMs: HOUR, message: TOO_MANY_SIGN_UPS },
  forgotPerIp: { name: 'forgot-ip', limit: 10, windowMs: MINUTE, message: TOO_MANY_RESETS },
  forgotPerAccount: { name: 'forgot-account', limit: 20, windowMs: HOUR, message: TOO_MANY_RESETS },
  resetPerIp: { name: 'reset-ip', limit: 10, windowMs: MINUTE, message: TOO_MANY_RESETS },
  verificationPerAccount: {
    name: 'verification-account',
    limit: 10,
    windowMs: HOUR,
    message: 'Too many verification emails requested. Please wait a while and try again.',
  },
  analyticsPerIp: {
    name: 'analytics-ip',
    limit: 120,
    windowMs: MINUTE,
    message: 'Too many analytics events from this address.',
  },
} satisfies Record<string, RateLimitRule>;
