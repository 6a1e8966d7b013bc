import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';

/** Shared counters for several app instances. A key's window starts at its first hit (PX on create). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'truetune:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async increment(key: string, windowMs: number) {
    const fullKey = this.prefix + key;
    const result = await this.redis
      .multi()
      .set(fullKey, 0, 'PX', windowMs, 'NX')
      .incr(fullKey)
      .pttl(fullKey)
      .exec();
    if (!result) throw new Error('Redis transaction was aborted');
    const count = Number(result[1]?.[1]);
    const ttl = Number(result[2]?.[1]);
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}
