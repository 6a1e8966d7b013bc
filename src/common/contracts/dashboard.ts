import { z } from 'zod';

export const ZDashboardAssessmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['basic', 'adaptive']),
  completedAt: z.string(),
});

export const ZDashboardResponseSchema = z.object({
  /** Completed assessments, newest first. */
  assessments: z.array(ZDashboardAssessmentSchema),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponseSchema>;
