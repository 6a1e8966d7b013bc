import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ScheduledJob, Scheduler } from './scheduler';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Scheduler', () => {
  // A real (pino) logger writing to memory: what an operator would read.
  const logLines: Array<Record<string, unknown>> = [];
  let logOwner: FastifyInstance;

  beforeAll(() => {
    logOwner = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
  });

  beforeEach(() => {
    logLines.length = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await logOwner.close();
  });

  const recordingJob = (name: string, order: string[], result: unknown = name): ScheduledJob => ({
    name,
    run: async () => {
      order.push(name);
      return result;
    },
  });

  it('runAll runs each job once, in order, and logs each result', async () => {
    const order: string[] = [];
    const scheduler = new Scheduler(
      [recordingJob('purge', order, { accounts: 2 }), recordingJob('cleanup', order)],
      60_000,
      logOwner.log,
    );

    await scheduler.runAll();

    expect(order).toEqual(['purge', 'cleanup']);
    expect(logLines).toMatchObject([
      { job: 'purge', result: { accounts: 2 }, msg: 'scheduled job finished' },
      { job: 'cleanup', msg: 'scheduled job finished' },
    ]);
  });

  it('keeps running the other jobs when one fails, and logs the failure', async () => {
    const order: string[] = [];
    const failing: ScheduledJob = {
      name: 'flaky',
      run: async () => {
        order.push('flaky');
        throw new Error('database is down');
      },
    };
    const scheduler = new Scheduler(
      [recordingJob('first', order), failing, recordingJob('last', order)],
      60_000,
      logOwner.log,
    );

    await expect(scheduler.runAll()).resolves.toBeUndefined();

    expect(order).toEqual(['first', 'flaky', 'last']);
    const failure = logLines.find((line) => line.msg === 'scheduled job failed');
    expect(failure).toMatchObject({ job: 'flaky', level: 50, err: { message: 'database is down' } });
    // The next run is not blocked by the failure.
    await scheduler.runAll();
    expect(order).toEqual(['first', 'flaky', 'last', 'first', 'flaky', 'last']);
  });

  it('does not overlap runs: a runAll while one is in progress joins it', async () => {
    const gate = deferred();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const slow: ScheduledJob = {
      name: 'slow',
      run: async () => {
        runs += 1;
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await gate.promise;
        running -= 1;
      },
    };
    const scheduler = new Scheduler([slow], 60_000, logOwner.log);

    const first = scheduler.runAll();
    const second = scheduler.runAll();
    await tick();
    expect(runs).toBe(1);
    gate.resolve();
    await Promise.all([first, second]);

    expect(runs).toBe(1);
    expect(maxRunning).toBe(1);
    // Once finished, a new runAll runs the jobs again.
    await scheduler.runAll();
    expect(runs).toBe(2);
  });

  it('stop waits for a running job to finish', async () => {
    const gate = deferred();
    let finished = false;
    const slow: ScheduledJob = {
      name: 'slow',
      run: async () => {
        await gate.promise;
        finished = true;
      },
    };
    const scheduler = new Scheduler([slow], 60_000, logOwner.log);
    void scheduler.runAll();

    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await tick();
    expect(stopped).toBe(false);

    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
  });

  it('stop returns at once when nothing is running', async () => {
    const scheduler = new Scheduler([], 60_000, logOwner.log);
    await expect(scheduler.stop()).resolves.toBeUndefined();
  });

  it('start runs the jobs at once and then on every interval, until stopped', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const scheduler = new Scheduler([recordingJob('purge', order)], 60_000, logOwner.log);

    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(order).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(order).toHaveLength(3);

    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(order).toHaveLength(3);
  });
});
