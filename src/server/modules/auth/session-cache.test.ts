import { describe, expect, it } from 'vitest';
import type { ResolvedSession } from './auth.service';
import { SessionCache } from './session-cache';

function resolved(sessionId: string, userId: string): ResolvedSession {
  const at = new Date(0);
  return {
    session: {
      id: sessionId,
      userId,
      tokenHash: `hash-${sessionId}`,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: at,
      userAgent: null,
      ip: null,
    },
    user: {
      id: userId,
      name: 'Ada',
      email: `${userId}@example.com`,
      passwordHash: 'x',
      emailVerifiedAt: null,
      createdAt: at,
      updatedAt: at,
      deletionScheduledAt: null,
    },
  };
}

describe('SessionCache', () => {
  it('answers within its lifetime and forgets after it', () => {
    const cache = new SessionCache(5_000);
    cache.set('t1', resolved('s1', 'u1'), 1_000);
    expect(cache.get('t1', 5_999)?.session.id).toBe('s1');
    expect(cache.get('t1', 6_000)).toBeUndefined();
  });

  it('evicts one session, or every session of a user, at once', () => {
    const cache = new SessionCache();
    cache.set('t1', resolved('s1', 'u1'), 0);
    cache.set('t2', resolved('s2', 'u1'), 0);
    cache.set('t3', resolved('s3', 'u2'), 0);
    cache.evictSession('s1');
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(cache.get('t2', 1)).toBeDefined();
    cache.evictUser('u1');
    expect(cache.get('t2', 1)).toBeUndefined();
    expect(cache.get('t3', 1)?.user.id).toBe('u2');
  });

  it('holds at most its capacity, dropping the least recently stored', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', resolved('sa', 'u'), 0);
    cache.set('b', resolved('sb', 'u'), 0);
    cache.set('c', resolved('sc', 'u'), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
