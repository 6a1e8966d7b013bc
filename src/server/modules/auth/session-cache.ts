import type { ResolvedSession } from './auth.service';

/**
 * A few seconds of memory for resolved sessions, so a signed-in request does not always pay a database
 * round trip. Every change this instance makes (sign-out, password change, profile, deletion) evicts at
 * once; another instance's change reaches this one within the lifetime (docs/decisions/0007).
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: ResolvedSession; expiresAt: number }>();

  constructor(
    private readonly lifetimeMs = 5_000,
    private readonly capacity = 10_000,
  ) {}

  get(tokenHash: string, now: number): ResolvedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, value: ResolvedSession, now: number): void {
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { value, expiresAt: now + this.lifetimeMs });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  evictSession(sessionId: string): void {
    for (const [key, entry] of this.entries)
      if (entry.value.session.id === sessionId) this.entries.delete(key);
  }

  evictUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
