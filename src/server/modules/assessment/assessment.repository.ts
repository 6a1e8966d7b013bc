import { and, desc, eq } from 'drizzle-orm';
import { assessments } from '../../db/schema';
import type { Executor } from '../../db/types';

export type AssessmentRow = typeof assessments.$inferSelect;

export async function listCompletedAssessments(db: Executor, userId: string): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt));
}

export async function insertAssessment(
  db: Executor,
  values: {
    userId: string;
    kind: AssessmentRow['kind'];
    status: AssessmentRow['status'];
    completedAt: Date | null;
  },
): Promise<AssessmentRow> {
  const [row] = await db.insert(assessments).values(values).returning();
  if (!row) throw new Error('insert into assessments returned nothing');
  return row;
}
