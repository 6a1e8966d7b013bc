import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** /healthz: the process is up. /readyz: it can reach its database (load balancers route on this). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await Promise.race([database.ping(), rejectAfter(2_000)]);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', code: 'UNAVAILABLE' });
    }
  });
}

/** A database that silently drops packets must make /readyz fail fast, not hang. */
function rejectAfter(ms: number): Promise<never> {
  return new Promise((_resolve, reject) =>
    setTimeout(() => reject(new Error('database ping timed out')), ms).unref(),
  );
}
