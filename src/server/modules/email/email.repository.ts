import { desc, eq } from 'drizzle-orm';
import { emailMessages } from '../../db/schema';
import type { Executor } from '../../db/types';

export type EmailMessageRow = typeof emailMessages.$inferSelect;

export async function insertEmailMessage(
  db: Executor,
  values: {
    userId: string | null;
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string;
    kind: string;
  },
): Promise<void> {
  await db.insert(emailMessages).values(values);
}

export async function listEmailMessages(
  db: Executor,
  to: string | undefined,
  limit: number,
): Promise<EmailMessageRow[]> {
  const query = db.select().from(emailMessages);
  const filtered = to ? query.where(eq(emailMessages.toAddress, to)) : query;
  return filtered.orderBy(desc(emailMessages.createdAt)).limit(limit);
}
