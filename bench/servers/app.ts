import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

// The real app as `npm start` runs it, on the database in DATABASE_URL, without request logs.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  APP_URL: 'http://localhost:3000',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`LISTENING http://127.0.0.1:${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
