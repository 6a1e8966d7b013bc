import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAnalyticsEventRequestSchema } from '../../../common/contracts/analytics';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { RATE_LIMITS } from '../../rate-limit/rules';
import type { AnalyticsService } from './analytics.service';

export async function analyticsRoutes(
  app: FastifyInstance,
  { analytics, limiter }: { analytics: AnalyticsService; limiter: RateLimiter },
): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/analytics/events',
      { schema: { tags: ['analytics'], body: ZAnalyticsEventRequestSchema } },
      async (request, reply) => {
        await limiter.consume(RATE_LIMITS.analyticsPerIp, request.ip);
        await analytics.record(request.body, request.auth?.user.id ?? null);
        return reply.status(204).send();
      },
    );
}
