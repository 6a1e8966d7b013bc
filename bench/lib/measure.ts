import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';

// Each benchmark measures the app beside a bare Fastify route in the same run and reports the ratio:
// this machine is shared, so absolute numbers are noise and only ratios are compared to targets.

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a bench server script in its own process; it prints `LISTENING <url>` when ready. */
export function startServer(script: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cpuprof'] : []),
        '--import',
        'tsx',
        script,
      ],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 60 s`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /LISTENING (\S+)/.exec(buffer);
      if (match?.[1]) {
        clearTimeout(timer);
        const url = match[1];
        resolve({
          url,
          child,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before listening`));
    });
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: { headers?: Record<string, string>; durationSeconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 8,
    pipelining: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface Target {
  name: string;
  ratio: number;
  minimum: number;
}

/** Prints a table of the targets and returns whether all were met. */
export function report(
  title: string,
  baselineRps: number,
  rows: Array<Target & { rps: number; p99Ms: number }>,
): boolean {
  console.log(`\n${title}`);
  console.log(`  bare Fastify JSON route: ${baselineRps.toFixed(0)} req/s (the 100% line)`);
  let isMet = true;
  for (const row of rows) {
    const ok = row.ratio >= row.minimum;
    isMet &&= ok;
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'}  ${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${row.p99Ms} ms  ` +
        `ratio ${(row.ratio * 100).toFixed(1)}% (target ≥ ${(row.minimum * 100).toFixed(0)}%)`,
    );
  }
  return isMet;
}
