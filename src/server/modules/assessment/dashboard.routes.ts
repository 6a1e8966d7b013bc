import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDashboardResponseSchema } from '../../../common/contracts/dashboard';
import { requireAuth } from '../../plugins/session';
import type { DashboardService } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dashboard',
      { schema: { tags: ['dashboard'], response: { 200: ZDashboardResponseSchema } } },
      async (request) => dashboard.getDashboard(requireAuth(request).user.id),
    );
}
