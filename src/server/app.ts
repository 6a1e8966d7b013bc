import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { practiceLibrary } from '../../content/practices';
import type { AppConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { AppError } from './errors';
import { Scheduler } from './jobs/scheduler';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { dashboardRoutes } from './modules/assessment/dashboard.routes';
import { DashboardService } from './modules/assessment/dashboard.service';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService, presentUser } from './modules/auth/auth.service';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { EmailService } from './modules/email/email.service';
import { healthRoutes } from './modules/health/health.routes';
import { loadPracticeLibrary } from './modules/practices/practice-content.loader';
import {
  canonicalPracticePath,
  practiceSitemapEntries,
  prefetchPracticePages,
} from './modules/practices/practice-pages';
import { practiceRoutes } from './modules/practices/practices.routes';
import { PracticeService } from './modules/practices/practices.service';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSessions, sessionCookieOptions } from './plugins/session';
import type { MailTransport } from './providers/email/mail-transport';
import { OutboxTransport } from './providers/email/outbox-transport';
import { SmtpTransport } from './providers/email/smtp-transport';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './rate-limit/rate-limiter';
import { RedisRateLimitStore } from './rate-limit/redis-store';
import { seedDemoAccount } from './seed/demo';
import { seoRoutes } from './ssr/seo.routes';
import { registerSsr } from './ssr/ssr.plugin';

export interface AppServices {
  database: DatabaseHandle;
  auth: AuthService;
  emails: EmailService;
  analytics: AnalyticsService;
  dashboard: DashboardService;
  practices: PracticeService;
  limiter: RateLimiter;
  scheduler: Scheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per worker); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Serve the built client and render pages (off for API-only tests). */
  withPages?: boolean;
  /** Run the scheduled jobs on their interval (off in tests, which call them directly). */
  withScheduler?: boolean;
  rateLimitStore?: RateLimitStore;
  mailTransport?: MailTransport;
}

/** Builds the whole app: plugins → routes → error handler. main.ts and every test use this. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    // Long enough that an over-long slug reaches its route and gets a 400, not a confusing 404.
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            onIdleConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const ownsDatabase = !options.database;
  const db = database.db;

  const mailTransport =
    options.mailTransport ??
    (config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? new SmtpTransport(config.mail.smtpUrl, config.mail.from)
      : new OutboxTransport(db, app.log));
  if (config.isProduction && mailTransport.name === 'outbox') {
    app.log.warn('MAIL_TRANSPORT is outbox in production: emails are stored, not delivered.');
  }
  const rateLimitStore =
    options.rateLimitStore ??
    (config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore());

  const emails = new EmailService(mailTransport, config.appUrl, app.log);
  const auth = new AuthService(db, emails);
  const limiter = new RateLimiter(rateLimitStore);
  const analytics = new AnalyticsService(db, config.analyticsSinkUrl, app.log);
  const dashboard = new DashboardService(db);
  const practices = new PracticeService(db);
  await loadPracticeLibrary(db, practiceLibrary, app.log);
  const scheduler = new Scheduler(
    [{ name: 'purge-due-accounts', run: () => auth.purgeDue() }],
    config.jobsIntervalMs,
    app.log,
  );
  app.decorate('services', { database, auth, emails, analytics, dashboard, practices, limiter, scheduler });

  await app.register(cookie);
  registerSecurity(app, config.appUrl, config.isProduction);
  const cookieOptions = sessionCookieOptions(config.isProduction);
  registerSessions(app, auth, cookieOptions);
  registerErrorHandling(app);

  // Once shutting down, each response closes its connection, so keep-alive clients let the server go
  // as soon as their in-flight requests are answered.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  // Private answers are never stored by browsers or proxies.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await app.register(swagger, {
    openapi: { info: { title: 'TrueTune API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The docs page runs Swagger UI's own scripts and styles from this origin.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
  });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, limiter, cookie: cookieOptions });
  await app.register(analyticsRoutes, { analytics, limiter });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(practiceRoutes, { practices });
  if (!config.isProduction && mailTransport.name === 'outbox') await app.register(outboxRoutes, { db });

  const noRoute = async (request: FastifyRequest) => {
    throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}.`);
  };
  app.all('/api/*', { schema: { hide: true } }, noRoute);
  app.setNotFoundHandler(noRoute);

  await app.register(seoRoutes, {
    appUrl: config.appUrl,
    buildTime: new Date(),
    extraEntries: () => practiceSitemapEntries(practices),
  });
  if (options.withPages !== false) {
    await registerSsr(app, {
      distDir: config.distDir,
      isProduction: config.isProduction,
      config: {
        appUrl: config.appUrl,
        supportEmail: config.contact.supportEmail,
        privacyEmail: config.contact.privacyEmail,
        postalAddress: config.contact.postalAddress,
      },
      canonicalRedirect: (path) => canonicalPracticePath(practices, path),
      prefetch: async (request) => {
        const pageData = await prefetchPracticePages(practices, request.url);
        if (!request.auth) return [{ queryKey: ['/api/auth/me'], data: null }, ...pageData];
        const { user } = request.auth;
        return [
          { queryKey: ['/api/auth/me'], data: { user: presentUser(user) } },
          { queryKey: ['/api/dashboard'], data: await dashboard.getDashboard(user.id) },
          ...pageData,
        ];
      },
    });
  }

  if (config.seedDemo) await seedDemoAccount(db, app.log);
  if (options.withScheduler) scheduler.start();

  app.addHook('onClose', async () => {
    await scheduler.stop();
    await emails.drain();
    await mailTransport.close();
    await rateLimitStore.close();
    if (ownsDatabase) await database.close();
  });

  return app;
}
