import type {
  TChangePasswordRequest,
  TLoginRequest,
  TProfileRequest,
  TRegisterRequest,
  TUser,
} from '../../../common/contracts/auth';
import {
  EMAIL_VERIFICATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../common/limits';
import type { Database } from '../../db/client';
import type { AuthTokenKind } from '../../db/schema';
import { isUniqueViolation, type Transaction } from '../../db/types';
import { AppError } from '../../errors';
import { findPaidPeriodEnd } from '../commerce/subscription.repository';
import type { EmailService } from '../email/email.service';
import * as repo from './auth.repository';
import { assertAcceptablePassword, hashPassword, verifyAgainstDecoy, verifyPassword } from './password';
import { SessionCache } from './session-cache';
import { generateToken, hashToken } from './tokens';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  user: repo.UserRow;
  /** The raw cookie token; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  user: repo.UserRow;
  session: repo.SessionRow;
}

/** Last-seen is written at most this often, so a signed-in request is usually a single read. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function presentUser(user: repo.UserRow): TUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    deletionScheduledAt: user.deletionScheduledAt?.toISOString() ?? null,
  };
}

const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  email_verification: EMAIL_VERIFICATION_TTL_MS,
  password_reset: PASSWORD_RESET_TTL_MS,
};

/** A new emailed link of a kind for the user's current address; earlier links of that kind stop working. */
async function issueToken(
  tx: Transaction,
  user: { id: string; email: string },
  kind: AuthTokenKind,
): Promise<string> {
  const token = generateToken();
  await repo.voidAuthTokens(tx, user.id, kind);
  await repo.insertAuthToken(tx, {
    userId: user.id,
    kind,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
  });
  return token;
}

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'Invalid email or password. Please try again.');
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please sign in instead.');

export class AuthService {
  private readonly cache = new SessionCache();

  constructor(
    private readonly db: Database,
    private readonly emails: EmailService,
  ) {}

  async register(input: TRegisterRequest, meta: ClientMeta): Promise<SignedIn> {
    assertAcceptablePassword(input.password, input);
    if (await repo.findUserByEmail(this.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const { signedIn, verificationToken } = await this.db
      .transaction(async (tx) => {
        const user = await repo.insertUser(tx, { name: input.name, email: input.email, passwordHash });
        const verificationToken = await issueToken(tx, user, 'email_verification');
        return { signedIn: await this.startSession(tx, user, meta), verificationToken };
      })
      .catch((error: unknown) => {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      });
    this.emails.sendInBackground(() => this.emails.sendVerification(signedIn.user, verificationToken));
    return signedIn;
  }

  async login(input: TLoginRequest, meta: ClientMeta): Promise<SignedIn> {
    const user = await repo.findUserByEmail(this.db, input.email);
    if (!user) {
      await verifyAgainstDecoy(input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
    return this.startSession(this.db, user, meta);
  }

  async logout(sessionId: string): Promise<void> {
    await repo.deleteSession(this.db, sessionId);
    this.cache.evictSession(sessionId);
  }

  async resolveSession(token: string): Promise<ResolvedSession | undefined> {
    const now = Date.now();
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash, now);
    if (cached) return cached;
    const found = await repo.findLiveSession(this.db, tokenHash);
    if (!found) return undefined;
    if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repo.touchSession(this.db, found.session.id, new Date(now));
    }
    this.cache.set(tokenHash, found, now);
    return found;
  }

  async updateProfile(userId: string, input: TProfileRequest): Promise<repo.UserRow> {
    const user = await this.requireUser(userId);
    const emailChanges = input.email !== user.email;
    if (emailChanges) {
      if (!input.currentPassword) {
        throw new AppError(
          'VALIDATION_FAILED',
          'currentPassword: Enter your current password to change your email.',
        );
      }
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('INVALID_CREDENTIALS', 'Your current password is incorrect.');
      }
      if (await repo.findUserByEmail(this.db, input.email)) throw emailTaken();
    }
    const { updated, verificationToken } = await this.db
      .transaction(async (tx) => {
        const row = await repo.updateUser(tx, userId, {
          name: input.name,
          email: input.email,
          ...(emailChanges ? { emailVerifiedAt: null } : {}),
        });
        if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
        if (!emailChanges) return { updated: row, verificationToken: null };
        // Links sent to the old address stop working.
        await repo.voidAuthTokens(tx, userId, 'password_reset');
        return { updated: row, verificationToken: await issueToken(tx, row, 'email_verification') };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      });
    this.cache.evictUser(userId);
    if (verificationToken) {
      this.emails.sendInBackground(() => this.emails.sendVerification(updated, verificationToken));
    }
    return updated;
  }

  /** Changes the password and ends every other session of the user; this one stays signed in. */
  async changePassword(userId: string, sessionId: string, input: TChangePasswordRequest): Promise<void> {
    const user = await this.requireUser(userId);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError('INVALID_CREDENTIALS', 'Your current password is incorrect.');
    }
    if (input.newPassword === input.currentPassword) {
      throw new AppError(
        'VALIDATION_FAILED',
        'newPassword: The new password must differ from the current one.',
      );
    }
    assertAcceptablePassword(input.newPassword, user);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, { passwordHash });
      await repo.deleteSessionsOfUser(tx, userId, sessionId);
      await repo.voidAuthTokens(tx, userId, 'password_reset');
    });
    this.cache.evictUser(userId);
  }

  /** Emails a reset link when the address belongs to an account; the caller answers the same either way. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    const token = await this.db.transaction((tx) => issueToken(tx, user, 'password_reset'));
    this.emails.sendInBackground(() => this.emails.sendPasswordReset(user, token));
  }

  /** Sets a new password from a reset link; the link works once and every session ends. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const userId = await this.db.transaction(async (tx) => {
      const consumed = await repo.consumeAuthToken(tx, 'password_reset', hashToken(token));
      if (!consumed) {
        throw new AppError(
          'INVALID_TOKEN',
          'This reset link is invalid or has expired. Please request a new one.',
        );
      }
      const owner = await repo.findUserById(tx, consumed.userId);
      if (!owner || owner.email !== consumed.email) {
        throw new AppError(
          'INVALID_TOKEN',
          'This reset link is invalid or has expired. Please request a new one.',
        );
      }
      assertAcceptablePassword(newPassword, owner);
      // Following the emailed link proves the address too.
      await repo.updateUser(tx, owner.id, {
        passwordHash: await hashPassword(newPassword),
        emailVerifiedAt: owner.emailVerifiedAt ?? new Date(),
      });
      await repo.deleteSessionsOfUser(tx, owner.id);
      return owner.id;
    });
    this.cache.evictUser(userId);
  }

  /** Marks the address verified; false when the link is unknown, used, expired or for an old address. */
  async verifyEmail(token: string): Promise<boolean> {
    const verifiedUserId = await this.db.transaction(async (tx) => {
      const consumed = await repo.consumeAuthToken(tx, 'email_verification', hashToken(token));
      if (!consumed) return null;
      const owner = await repo.findUserById(tx, consumed.userId);
      if (!owner || owner.email !== consumed.email) return null;
      if (!owner.emailVerifiedAt) await repo.updateUser(tx, owner.id, { emailVerifiedAt: new Date() });
      return owner.id;
    });
    if (verifiedUserId) this.cache.evictUser(verifiedUserId);
    return verifiedUserId !== null;
  }

  async resendVerification(userId: string): Promise<void> {
    const user = await this.requireUser(userId);
    if (user.emailVerifiedAt) return;
    const token = await this.db.transaction((tx) => issueToken(tx, user, 'email_verification'));
    this.emails.sendInBackground(() => this.emails.sendVerification(user, token));
  }

  /**
   * Deletes the account. During a paid period it stays active until the period ends and the purge job
   * deletes it then; otherwise everything goes now. Either way this session ends.
   */
  async deleteAccount(userId: string, sessionId: string): Promise<{ deletesAt: Date | null }> {
    const now = new Date();
    const result = await this.db.transaction(async (tx) => {
      const paidUntil = await findPaidPeriodEnd(tx, userId, now);
      if (paidUntil) {
        await repo.updateUser(tx, userId, { deletionScheduledAt: paidUntil });
        await repo.deleteSession(tx, sessionId);
        return { deletesAt: paidUntil };
      }
      // Every table holding the user's data (sessions, mail, events, …) cascades from the user row.
      await repo.deleteUser(tx, userId);
      return { deletesAt: null };
    });
    this.cache.evictUser(userId);
    return result;
  }

  /** The scheduled job: deletes accounts whose paid period has ended, and stale sessions and tokens. */
  async purgeDue(now = new Date()): Promise<{ accounts: number; sessions: number; tokens: number }> {
    const accounts = await repo.deleteUsersScheduledBefore(this.db, now);
    if (accounts > 0) this.cache.clear();
    const sessions = await repo.deleteExpiredSessions(
      this.db,
      now,
      new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
    );
    const tokens = await repo.deleteStaleAuthTokens(this.db, now);
    return { accounts, sessions, tokens };
  }

  private async startSession(
    db: Parameters<typeof repo.insertSession>[0],
    user: repo.UserRow,
    meta: ClientMeta,
  ) {
    const token = generateToken();
    const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_TIMEOUT_MS);
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip,
    });
    return { user, token, expiresAt };
  }

  private async requireUser(userId: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'Account not found.');
    return user;
  }
}
