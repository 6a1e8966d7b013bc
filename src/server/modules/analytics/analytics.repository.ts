import { analyticsEvents } from '../../db/schema';
import type { Executor } from '../../db/types';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

export async function insertAnalyticsEvent(
  db: Executor,
  values: { name: string; path: string; properties: AnalyticsEventRow['properties']; userId: string | null },
): Promise<void> {
  await db.insert(analyticsEvents).values(values);
}
