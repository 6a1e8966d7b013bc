import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCategoryPageResponse,
  TPracticeCategory,
  TPracticePageResponse,
  TPracticeSearchResponse,
  TUserPractice,
} from '../../../common/contracts/practices';
import { apiRequest } from '../../lib/api-client';
import { getQueryFn } from '../../lib/query-client';
import { useAuth } from '../auth/api';

export const MY_PRACTICES_QUERY_KEY = ['/api/practices/my-practices'] as const;

export function useCategories() {
  return useQuery<TPracticeCategory[]>({ queryKey: ['/api/practice-categories'] });
}

/** null when there is no such category (the page shows Page Not Found). */
export function useCategoryPage(slug: string) {
  return useQuery({
    queryKey: [`/api/seo/category/${slug}`],
    queryFn: getQueryFn<TCategoryPageResponse>({ on401: 'throw', on404: 'returnNull' }),
  });
}

/** null when there is no such practice (the page shows Page Not Found). */
export function usePracticePage(categorySlug: string, practiceSlug: string) {
  return useQuery({
    queryKey: [`/api/seo/practice/${categorySlug}/${practiceSlug}`],
    queryFn: getQueryFn<TPracticePageResponse>({ on401: 'throw', on404: 'returnNull' }),
  });
}

export function usePracticeSearch(query: string) {
  const trimmed = query.trim();
  return useQuery<TPracticeSearchResponse>({
    queryKey: [`/api/practices/search?q=${encodeURIComponent(trimmed)}`],
    enabled: trimmed.length >= 2,
    placeholderData: (previous) => previous,
  });
}

export function useMyPractices() {
  const { isAuthenticated } = useAuth();
  return useQuery<TUserPractice[]>({ queryKey: MY_PRACTICES_QUERY_KEY, enabled: isAuthenticated });
}

export function useAddToMyPractices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: string) =>
      apiRequest<TUserPractice>('POST', '/api/practices/my-practices', { practiceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PRACTICES_QUERY_KEY }),
  });
}
