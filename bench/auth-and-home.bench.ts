import { createBenchDatabase } from './lib/database';
import { load, report, startServer } from './lib/measure';

// Issue 2 targets, on PostgreSQL: GET /api/auth/me (signed in) ≥ 35% of a bare Fastify JSON route,
// the server-rendered home page ≥ 20%.

const database = await createBenchDatabase();
const bare = await startServer('bench/servers/bare.ts');
const app = await startServer('bench/servers/app.ts', { DATABASE_URL: database.url });
let isMet = false;
try {
  const register = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@truetune.app', password: 'a-long-bench-passphrase' }),
  });
  const cookie = register.headers.get('set-cookie')?.split(';')[0];
  if (!register.ok || !cookie) throw new Error(`could not register the bench user: ${register.status}`);

  // Warm up each path (JIT, caches) before measuring.
  await load(`${bare.url}/bare`, { durationSeconds: 2 });
  await load(`${app.url}/api/auth/me`, { headers: { cookie }, durationSeconds: 2 });
  await load(`${app.url}/`, { durationSeconds: 2 });

  const baseline = await load(`${bare.url}/bare`);
  const health = await load(`${app.url}/healthz`);
  const me = await load(`${app.url}/api/auth/me`, { headers: { cookie } });
  // Like a browser: asks for a compressed page.
  const home = await load(`${app.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  // For reading the figures: the app's fixed per-request cost without any database work.
  console.log(`  (reference) GET /healthz on the app: ${health.requestsPerSecond.toFixed(0)} req/s`);
  for (const [name, result] of [
    ['me', me],
    ['home', home],
  ] as const) {
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  isMet = report('Auth and home page throughput (PostgreSQL)', baseline.requestsPerSecond, [
    {
      name: 'GET /api/auth/me (signed in)',
      rps: me.requestsPerSecond,
      p99Ms: me.p99Ms,
      ratio: me.requestsPerSecond / baseline.requestsPerSecond,
      minimum: 0.35,
    },
    {
      name: 'GET / (server-rendered home)',
      rps: home.requestsPerSecond,
      p99Ms: home.p99Ms,
      ratio: home.requestsPerSecond / baseline.requestsPerSecond,
      minimum: 0.2,
    },
  ]);
} finally {
  await app.stop();
  await bare.stop();
  await database.drop();
}
process.exit(isMet ? 0 : 1);
