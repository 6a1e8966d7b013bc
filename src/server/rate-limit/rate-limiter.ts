import { AppError } from '../errors';

/** Fixed-window counters. In-process by default; Redis when REDIS_URL is set so instances share them. */
export interface RateLimitStore {
  /** Counts one hit on key and returns the count in the current window and when the window ends. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Forgets the key (e.g. the per-account sign-in counter after a success). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts a hit and throws 429 with Retry-After when the rule's limit is passed. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, resetAt } = await this.store.increment(`${rule.name}:${subject}`, rule.windowMs);
    if (count > rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new AppError('RATE_LIMITED', rule.message, { 'retry-after': String(retryAfterSeconds) });
    }
  }

  reset(rule: RateLimitRule, subject: string): Promise<void> {
    return this.store.reset(`${rule.name}:${subject}`);
  }
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 60_000) {
    // Drop finished windows so the map does not grow with every address ever seen.
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  async increment(key: string, windowMs: number) {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    current.count += 1;
    return { ...current };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }

  /** Forgets every counter (browser tests start each case with fresh limits). */
  clear(): void {
    this.windows.clear();
  }

  private sweep() {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
