import type { AuthProviders, PasswordPolicy } from '@nota20/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const usePasswordPolicy = () =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'password-policy'],
      queryFn: ({ signal }) => apiGet<PasswordPolicy>('/auth/password-policy', { signal }),
      staleTime: Infinity,
    }),
  );

export const useAuthProviders = () =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'providers'],
      queryFn: ({ signal }) => apiGet<AuthProviders>('/auth/providers', { signal }),
      staleTime: Infinity,
      select: (data) => data.items,
    }),
  );
