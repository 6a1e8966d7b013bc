import { createBenchDatabase } from './lib/database';
import { auditMedian } from './lib/lighthouse';
import { load, report, startServer } from './lib/measure';

// Issue 3 targets: a server-rendered practice page ≥ 25% of a bare Fastify route (on PostgreSQL), and
// Lighthouse on /practices, a category and a practice page: performance ≥ 0.95, accessibility,
// best practices and SEO 1.0.

const PRACTICE_PATH = '/breathing-pranayama/box-breathing';
const AUDITED = ['/practices', '/breathing-pranayama/', PRACTICE_PATH];

const database = await createBenchDatabase();
const bare = await startServer('bench/servers/bare.ts');
const app = await startServer('bench/servers/app.ts', { DATABASE_URL: database.url });
let isMet = false;
try {
  const browserHeaders = { 'accept-encoding': 'br, gzip' };
  await load(`${bare.url}/bare`, { durationSeconds: 2 });
  await load(`${app.url}${PRACTICE_PATH}`, { headers: browserHeaders, durationSeconds: 2 });
  const baseline = await load(`${bare.url}/bare`);
  const page = await load(`${app.url}${PRACTICE_PATH}`, { headers: browserHeaders });
  if (page.errors > 0 || page.non2xx > 0)
    throw new Error(`practice page: ${page.errors} errors, ${page.non2xx} non-2xx`);
  const isThroughputMet = report('Practice page throughput (PostgreSQL)', baseline.requestsPerSecond, [
    {
      name: `GET ${PRACTICE_PATH}`,
      rps: page.requestsPerSecond,
      p99Ms: page.p99Ms,
      ratio: page.requestsPerSecond / baseline.requestsPerSecond,
      minimum: 0.25,
    },
  ]);

  console.log('\nLighthouse 12 (mobile, simulated throttling; median performance of 3 runs)');
  let areAuditsMet = true;
  for (const path of AUDITED) {
    const scores = await auditMedian(`${app.url}${path}`);
    const ok =
      scores.performance >= 0.95 &&
      scores.accessibility === 1 &&
      scores.bestPractices === 1 &&
      scores.seo === 1;
    areAuditsMet &&= ok;
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'}  ${path.padEnd(38)} performance ${scores.performance.toFixed(2)}  accessibility ${scores.accessibility.toFixed(2)}  best practices ${scores.bestPractices.toFixed(2)}  SEO ${scores.seo.toFixed(2)}`,
    );
    if (scores.failing.length > 0) console.log(`        below 0.9: ${scores.failing.join(', ')}`);
  }
  isMet = isThroughputMet && areAuditsMet;
} finally {
  await app.stop();
  await bare.stop();
  await database.drop();
}
process.exit(isMet ? 0 : 1);
