import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDeleteAccountResponse,
  TLoginRequest,
  TMeResponse,
  TMessageResponse,
  TRegisterRequest,
  TResetPasswordRequest,
  TUser,
} from '../../../common/contracts/auth';
import { apiRequest } from '../../lib/api-client';
import { getQueryFn } from '../../lib/query-client';

export const ME_QUERY_KEY = ['/api/auth/me'] as const;

export interface AuthState {
  user: TUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** Signed in means GET /api/auth/me returns a user; a 401 means a visitor. */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: getQueryFn<TMeResponse>({ on401: 'returnNull' }),
  });
  const user = data?.user ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => apiRequest<TMeResponse>('POST', '/api/auth/login', body),
    onSuccess: async () => {
      // A new user may be signing in on this device: nothing cached for the last one may leak.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterRequest) => apiRequest<TMeResponse>('POST', '/api/auth/register', body),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/** Signs out, clears every cached answer and reloads the home page. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TMessageResponse>('POST', '/api/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      window.location.href = '/';
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<TMessageResponse>('POST', '/api/auth/forgot-password', { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) =>
      apiRequest<TMessageResponse>('POST', '/api/auth/reset-password', body),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest<TDeleteAccountResponse>('DELETE', '/api/auth/delete-account'),
  });
}
