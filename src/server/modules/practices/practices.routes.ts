import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddLibraryPracticeRequestSchema,
  ZCategoryPageResponseSchema,
  ZPracticeCategoriesResponseSchema,
  ZPracticePageResponseSchema,
  ZPracticeSearchQuerySchema,
  ZPracticeSearchResponseSchema,
  ZPracticeSessionSchema,
  ZPracticeSessionsResponseSchema,
  ZRecordSessionRequestSchema,
  ZUserPracticeSchema,
} from '../../../common/contracts/practices';
import { requireAuth } from '../../plugins/session';
import type { PracticeService } from './practices.service';

const ZSlugParam = z.string().max(100);
/** Library content changes only with a deploy: browsers and proxies may keep it for a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

export async function practiceRoutes(app: FastifyInstance, { practices }: { practices: PracticeService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['practices'];

  r.get(
    '/api/practice-categories',
    { schema: { tags, response: { 200: ZPracticeCategoriesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return practices.listCategories();
    },
  );

  r.get(
    '/api/seo/category/:categorySlug',
    {
      schema: {
        tags,
        params: z.object({ categorySlug: ZSlugParam }),
        response: { 200: ZCategoryPageResponseSchema },
      },
    },
    async (request, reply) => {
      const page = await practices.getCategoryPage(request.params.categorySlug);
      reply.header('cache-control', PUBLIC_CACHE);
      return page;
    },
  );

  r.get(
    '/api/seo/practice/:categorySlug/:practiceSlug',
    {
      schema: {
        tags,
        params: z.object({ categorySlug: ZSlugParam, practiceSlug: ZSlugParam }),
        response: { 200: ZPracticePageResponseSchema },
      },
    },
    async (request, reply) => {
      const page = await practices.getPracticePage(request.params.categorySlug, request.params.practiceSlug);
      reply.header('cache-control', PUBLIC_CACHE);
      return page;
    },
  );

  r.get(
    '/api/practices/search',
    {
      schema: {
        tags,
        querystring: ZPracticeSearchQuerySchema,
        response: { 200: ZPracticeSearchResponseSchema },
      },
    },
    async (request) => practices.search(request.query.q),
  );

  r.get(
    '/api/practices/my-practices',
    { schema: { tags, response: { 200: z.array(ZUserPracticeSchema) } } },
    async (request) => practices.listUserPractices(requireAuth(request).user.id),
  );

  r.post(
    '/api/practices/my-practices',
    {
      schema: {
        tags,
        body: ZAddLibraryPracticeRequestSchema,
        response: { 200: ZUserPracticeSchema, 201: ZUserPracticeSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { practice, isNew } = await practices.addLibraryPractice(user.id, request.body.practiceId);
      return reply.status(isNew ? 201 : 200).send(practice);
    },
  );

  r.get(
    '/api/practices/sessions',
    { schema: { tags, response: { 200: ZPracticeSessionsResponseSchema } } },
    async (request) => ({ sessions: await practices.listSessions(requireAuth(request).user.id) }),
  );

  r.post(
    '/api/practices/sessions',
    { schema: { tags, body: ZRecordSessionRequestSchema, response: { 201: ZPracticeSessionSchema } } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      return reply.status(201).send(await practices.recordSession(user.id, request.body));
    },
  );
}
