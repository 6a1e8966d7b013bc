import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../errors';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, parallelism 1.
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The ~49k most common passwords from leaked-password corpora, maintained by zxcvbn-ts.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary.passwords.map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Refuses passwords that appear on lists attackers try first. Length is checked by the contract. */
export function assertAcceptablePassword(password: string, context: { email: string; name: string }): void {
  const lowered = password.toLowerCase();
  const emailLocal = context.email.split('@')[0] ?? '';
  if (isCommonPassword(password) || lowered === emailLocal || lowered === context.name.trim().toLowerCase()) {
    throw new AppError(
      'WEAK_PASSWORD',
      'This password is too common and easy to guess. Please choose a less common one.',
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when an email is unknown, so a miss costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}
