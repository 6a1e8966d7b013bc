import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { insertAssessment } from '../../../src/server/modules/assessment/assessment.repository';
import { findUserByEmail } from '../../../src/server/modules/auth/auth.repository';
import { MemoryRateLimitStore } from '../../../src/server/rate-limit/rate-limiter';

export interface E2eServer {
  app: FastifyInstance;
  baseUrl: string;
  /** Fresh rate-limit counters: each test signs in and up several times from one address. */
  resetRateLimits(): void;
  /** A session cookie for the user, to put straight into a browser context. */
  sessionCookie(user: {
    email: string;
    password: string;
  }): Promise<{ name: string; value: string; url: string }>;
  /** Creates an account through the API and returns its credentials. */
  createUser(options?: {
    withAssessment?: boolean;
  }): Promise<{ name: string; email: string; password: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** The real app, pages included, on a fresh in-memory database, listening on a free loopback port. */
export async function startE2eServer(): Promise<E2eServer> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_URL: 'http://127.0.0.1:3000',
  });
  const rateLimits = new MemoryRateLimitStore();
  const app = await buildApp(config, { database, rateLimitStore: rateLimits });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    resetRateLimits: () => rateLimits.clear(),
    async sessionCookie(user) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
      const cookie = response.cookies.find((c) => c.name === 'tt_session');
      if (!cookie) throw new Error(`login failed: ${response.body}`);
      return { name: cookie.name, value: cookie.value, url: baseUrl };
    },
    async createUser(options = {}) {
      counter += 1;
      const user = {
        name: `Tester ${counter}`,
        email: `tester${counter}-${Date.now()}@example.com`,
        password: 'a-quiet-river-at-dawn',
      };
      const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: user });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
      if (options.withAssessment) {
        const row = await findUserByEmail(database.db, user.email);
        if (!row) throw new Error('registered user not found');
        await insertAssessment(database.db, {
          userId: row.id,
          kind: 'adaptive',
          status: 'completed',
          completedAt: new Date(),
        });
      }
      return user;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
