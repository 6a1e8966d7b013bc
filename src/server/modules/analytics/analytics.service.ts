import type { FastifyBaseLogger } from 'fastify';
import type { TAnalyticsEventRequest } from '../../../common/contracts/analytics';
import type { Database } from '../../db/client';
import { insertAnalyticsEvent } from './analytics.repository';

/** Stores events first-party; forwards them to an external sink when ANALYTICS_SINK_URL is set. */
export class AnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly sinkUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(event: TAnalyticsEventRequest, userId: string | null): Promise<void> {
    await insertAnalyticsEvent(this.db, {
      name: event.name,
      path: event.path,
      properties: event.properties ?? null,
      userId,
    });
    if (this.sinkUrl) this.forward(this.sinkUrl, event);
  }

  /** Fire and forget: an outside sink being slow or down must never slow or fail the app. */
  private forward(url: string, event: TAnalyticsEventRequest): void {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The sink gets no user id: it is outside our privacy boundary.
      body: JSON.stringify({
        name: event.name,
        path: event.path,
        properties: event.properties ?? {},
        at: new Date(),
      }),
      signal: AbortSignal.timeout(5_000),
    }).catch((error: unknown) => this.log.warn({ err: error }, 'analytics sink unreachable'));
  }
}
