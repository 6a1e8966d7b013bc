import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { Executor } from '../../db/types';

/** The end of the latest paid period still running for the user, or undefined when none runs. */
export async function findPaidPeriodEnd(db: Executor, userId: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'canceled']),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row?.currentPeriodEnd ?? undefined;
}
