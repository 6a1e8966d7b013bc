import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listEmailMessages } from '../email/email.repository';

/** Outside production, the outbox's messages can be read here (and by the browser tests). */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listEmailMessages(db, request.query.to?.toLowerCase(), request.query.limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          kind: row.kind,
          text: row.textBody,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
