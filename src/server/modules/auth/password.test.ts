import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { assertAcceptablePassword, hashPassword, isCommonPassword, verifyPassword } from './password';

/** Runs fn and returns what it threw (or undefined when it did not throw). */
function thrownBy(fn: () => void): unknown {
  try {
    fn();
  } catch (error: unknown) {
    return error;
  }
  return undefined;
}

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP cost (m=19456, t=2, p=1) and a random salt', async () => {
    const first = await hashPassword('Sunlit-Harbor-42');
    const second = await hashPassword('Sunlit-Harbor-42');
    expect(first.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(first).not.toContain('Sunlit-Harbor-42');
    // Same password, different salt: two different hashes.
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one or a damaged hash', async () => {
    const stored = await hashPassword('Sunlit-Harbor-42');
    expect(await verifyPassword(stored, 'Sunlit-Harbor-42')).toBe(true);
    expect(await verifyPassword(stored, 'sunlit-harbor-42')).toBe(false);
    expect(await verifyPassword(stored, 'Sunlit-Harbor-43')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Sunlit-Harbor-42')).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('knows the passwords attackers try first, whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
  });

  it('does not flag an uncommon password', () => {
    expect(isCommonPassword('Sunlit-Harbor-42')).toBe(false);
    expect(isCommonPassword('Qx7#mP')).toBe(false);
  });
});

describe('assertAcceptablePassword', () => {
  const owner = { email: 'jane.doe@example.com', name: 'Jane Marsh' };

  it('accepts an uncommon password', () => {
    expect(thrownBy(() => assertAcceptablePassword('Sunlit-Harbor-42', owner))).toBeUndefined();
  });

  it.each([
    ['a common password', 'password123'],
    ['the local part of the email', 'jane.doe'],
    ['the local part of the email in another case', 'Jane.Doe'],
    ['the name', 'jane marsh'],
  ])('rejects %s with WEAK_PASSWORD', (_label, password) => {
    const error = thrownBy(() => assertAcceptablePassword(password, owner));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'WEAK_PASSWORD', status: 400 });
  });
});
