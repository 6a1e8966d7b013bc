import type { TDashboardResponse } from '../../../common/contracts/dashboard';
import type { Database } from '../../db/client';
import { listCompletedAssessments } from './assessment.repository';

export class DashboardService {
  constructor(private readonly db: Database) {}

  async getDashboard(userId: string): Promise<TDashboardResponse> {
    const rows = await listCompletedAssessments(this.db, userId);
    return {
      assessments: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        completedAt: (row.completedAt ?? row.createdAt).toISOString(),
      })),
    };
  }
}
