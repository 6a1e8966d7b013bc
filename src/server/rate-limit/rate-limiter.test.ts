import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { MemoryRateLimitStore, RateLimiter, type RateLimitRule } from './rate-limiter';

const RULE: RateLimitRule = { name: 'test-login', limit: 3, windowMs: 60_000, message: 'Slow down, please.' };

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to be rate limited, but it passed');
}

describe('RateLimiter with MemoryRateLimitStore', () => {
  let store: MemoryRateLimitStore;
  let limiter: RateLimiter;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    store = new MemoryRateLimitStore();
    limiter = new RateLimiter(store);
  });

  afterEach(async () => {
    await store.close();
    vi.useRealTimers();
  });

  it('lets the limit through and refuses the next hit with 429 and Retry-After', async () => {
    for (let i = 0; i < RULE.limit; i++)
      await expect(limiter.consume(RULE, '10.0.0.1')).resolves.toBeUndefined();

    const error = await rejectionOf(limiter.consume(RULE, '10.0.0.1'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.message).toBe('Slow down, please.');
    expect(error.headers['retry-after']).toBe('60');
  });

  it('counts Retry-After down to the end of the window', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.consume(RULE, '10.0.0.1');
    vi.advanceTimersByTime(45_500);
    const error = await rejectionOf(limiter.consume(RULE, '10.0.0.1'));
    expect(error.headers['retry-after']).toBe('15');
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.consume(RULE, '10.0.0.1');
    await rejectionOf(limiter.consume(RULE, '10.0.0.1'));

    vi.advanceTimersByTime(RULE.windowMs - 1);
    await rejectionOf(limiter.consume(RULE, '10.0.0.1'));

    vi.advanceTimersByTime(1);
    await expect(limiter.consume(RULE, '10.0.0.1')).resolves.toBeUndefined();
    await expect(store.increment(`${RULE.name}:10.0.0.1`, RULE.windowMs)).resolves.toEqual({
      count: 2,
      resetAt: Date.now() + RULE.windowMs,
    });
  });

  it('ends a short window on real time as well', async () => {
    vi.useRealTimers();
    const shortRule: RateLimitRule = { ...RULE, limit: 1, windowMs: 100 };
    await limiter.consume(shortRule, 'a');
    await rejectionOf(limiter.consume(shortRule, 'a'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(limiter.consume(shortRule, 'a')).resolves.toBeUndefined();
  });

  it('forgets a subject after reset, and only that subject', async () => {
    for (let i = 0; i < RULE.limit; i++) {
      await limiter.consume(RULE, 'alice@example.com');
      await limiter.consume(RULE, 'bob@example.com');
    }
    await limiter.reset(RULE, 'alice@example.com');

    await expect(limiter.consume(RULE, 'alice@example.com')).resolves.toBeUndefined();
    await rejectionOf(limiter.consume(RULE, 'bob@example.com'));
  });

  it('keeps separate counts per subject and per rule', async () => {
    const otherRule: RateLimitRule = { ...RULE, name: 'test-register' };
    for (let i = 0; i < RULE.limit; i++) await limiter.consume(RULE, '10.0.0.1');
    await rejectionOf(limiter.consume(RULE, '10.0.0.1'));

    await expect(limiter.consume(RULE, '10.0.0.2')).resolves.toBeUndefined();
    await expect(limiter.consume(otherRule, '10.0.0.1')).resolves.toBeUndefined();
  });
});
