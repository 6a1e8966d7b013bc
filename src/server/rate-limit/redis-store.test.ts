import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { RateLimiter, type RateLimitRule } from './rate-limiter';
import { RedisRateLimitStore } from './redis-store';

// Runs against the real Redis on this machine (and in CI).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `truetune-test:${randomUUID()}:`;
const RULE: RateLimitRule = {
  name: 'login-ip',
  limit: 3,
  windowMs: 60_000,
  message: 'Too many sign-in attempts.',
};

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to be rate limited, but it passed');
}

describe('RedisRateLimitStore', () => {
  const admin = new Redis(REDIS_URL, { lazyConnect: true });
  const stores: RedisRateLimitStore[] = [];
  const newStore = () => {
    const store = new RedisRateLimitStore(REDIS_URL, PREFIX);
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    await admin.connect();
  });

  afterEach(async () => {
    const keys = await admin.keys(`${PREFIX}*`);
    if (keys.length > 0) await admin.del(...keys);
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  afterAll(async () => {
    await admin.quit();
  });

  it('lets the limit through and refuses the next hit with 429 and Retry-After', async () => {
    const limiter = new RateLimiter(newStore());
    for (let i = 0; i < RULE.limit; i++)
      await expect(limiter.consume(RULE, '10.0.0.1')).resolves.toBeUndefined();

    const error = await rejectionOf(limiter.consume(RULE, '10.0.0.1'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    const retryAfter = Number(error.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('stores the counter under the prefix with an expiry, so keys never pile up', async () => {
    const store = newStore();
    await store.increment('login-ip:10.0.0.1', RULE.windowMs);
    await store.increment('login-ip:10.0.0.1', RULE.windowMs);

    expect(await admin.get(`${PREFIX}login-ip:10.0.0.1`)).toBe('2');
    const ttl = await admin.pttl(`${PREFIX}login-ip:10.0.0.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(RULE.windowMs);
  });

  it('does not extend the window on later hits', async () => {
    const store = newStore();
    const first = await store.increment('fixed', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await store.increment('fixed', 10_000);
    expect(second.count).toBe(2);
    // Same window end (within clock jitter), not pushed out by 50 ms.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(25);
  });

  it('starts a new window once the old one has ended', async () => {
    const shortRule: RateLimitRule = { ...RULE, limit: 2, windowMs: 200 };
    const limiter = new RateLimiter(newStore());
    await limiter.consume(shortRule, 'a');
    await limiter.consume(shortRule, 'a');
    await rejectionOf(limiter.consume(shortRule, 'a'));

    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(limiter.consume(shortRule, 'a')).resolves.toBeUndefined();
  });

  it('forgets a subject after reset, and only that subject', async () => {
    const limiter = new RateLimiter(newStore());
    for (let i = 0; i < RULE.limit; i++) {
      await limiter.consume(RULE, 'alice@example.com');
      await limiter.consume(RULE, 'bob@example.com');
    }
    await limiter.reset(RULE, 'alice@example.com');

    expect(await admin.exists(`${PREFIX}login-ip:alice@example.com`)).toBe(0);
    await expect(limiter.consume(RULE, 'alice@example.com')).resolves.toBeUndefined();
    await rejectionOf(limiter.consume(RULE, 'bob@example.com'));
  });

  it('shares counts between app instances', async () => {
    const first = new RateLimiter(newStore());
    const second = new RateLimiter(newStore());
    await first.consume(RULE, '10.0.0.9');
    await second.consume(RULE, '10.0.0.9');
    await first.consume(RULE, '10.0.0.9');

    const error = await rejectionOf(second.consume(RULE, '10.0.0.9'));
    expect(error.code).toBe('RATE_LIMITED');

    // A reset through one instance frees the subject for the other.
    await first.reset(RULE, '10.0.0.9');
    await expect(second.consume(RULE, '10.0.0.9')).resolves.toBeUndefined();
  });

  it('counts concurrent hits exactly once each', async () => {
    const [a, b] = [newStore(), newStore()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).increment('burst', RULE.windowMs)),
    );
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
