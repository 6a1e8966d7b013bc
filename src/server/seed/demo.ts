import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { findUserByEmail, insertUser } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';

export const DEMO_EMAIL = 'demo@truetune.app';
export const DEMO_PASSWORD = 'truetune-demo';

/** Creates the demo account on first start (idempotent) and prints how to sign in with it. */
export async function seedDemoAccount(db: Database, log: FastifyBaseLogger): Promise<void> {
  if (!(await findUserByEmail(db, DEMO_EMAIL))) {
    await insertUser(db, {
      name: 'Demo Explorer',
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    });
  }
  log.info(`Demo account ready: sign in with ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}
