import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  run(): Promise<unknown>;
}

/**
 * Runs jobs on a fixed interval inside the app process. Every job is an idempotent statement on the
 * database (e.g. "delete accounts whose deletion date has passed"), so several instances running the
 * same job at once is harmless, and a missed run is caught up by the next.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly jobs: ScheduledJob[],
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runAll(), this.intervalMs);
    this.timer.unref();
    void this.runAll();
  }

  /** Runs every job once; a failing job is logged and does not stop the others. */
  runAll(): Promise<void> {
    this.running ??= (async () => {
      for (const job of this.jobs) {
        try {
          const result = await job.run();
          this.log.info({ job: job.name, result }, 'scheduled job finished');
        } catch (error) {
          this.log.error({ err: error, job: job.name }, 'scheduled job failed');
        }
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
