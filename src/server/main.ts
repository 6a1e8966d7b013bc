import { buildApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { withScheduler: true });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let isClosing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      app.log.info({ signal }, 'shutting down');
      // A request that will not finish must not keep the process alive forever.
      setTimeout(() => {
        app.log.error('shutdown took longer than 25 s; exiting');
        process.exit(1);
      }, 25_000).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`TrueTune is running at ${config.appUrl} (${app.services.database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
