import type { PasswordPolicy } from '@nota20/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPasswordPolicy = (signal?: AbortSignal) =>
  apiGet<PasswordPolicy>('/auth/password-policy', signal ? { signal } : undefined);

export const passwordPolicyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.passwordPolicy(),
    queryFn: ({ signal }) => getPasswordPolicy(signal),
    staleTime: Infinity,
    meta: AUTH_ENDPOINT,
  });

export const usePasswordPolicy = () => useQuery(passwordPolicyQueryOptions());
