import { useQuery } from '@tanstack/react-query';
import type { TDashboardResponse } from '../../../common/contracts/dashboard';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../auth/api';

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

/** GET /api/dashboard, only when signed in, never retried. */
export function useDashboard() {
  const { isAuthenticated } = useAuth();
  return useQuery<TDashboardResponse>({ queryKey: DASHBOARD_QUERY_KEY, enabled: isAuthenticated });
}

/** Where a person goes after signing in: the dashboard when they have an assessment, else pricing. */
export async function destinationAfterSignIn(): Promise<'/dashboard' | '/pricing'> {
  try {
    const dashboard = await apiRequest<TDashboardResponse>('GET', '/api/dashboard');
    return dashboard.assessments.length > 0 ? '/dashboard' : '/pricing';
  } catch {
    return '/dashboard';
  }
}
