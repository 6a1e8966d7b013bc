import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const ASSESSMENT_KINDS = ['basic', 'adaptive'] as const;
export const ASSESSMENT_STATUSES = ['in_progress', 'completed'] as const;

/** One assessment a user took. The engine's answers and results extend this table. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ASSESSMENT_KINDS }).notNull(),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull().default('in_progress'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('assessments_user_id_idx').on(table.userId)],
);
