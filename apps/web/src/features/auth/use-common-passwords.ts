import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/** The most used passwords, lower case, from their own chunk (common-passwords.ts). */
export const commonPasswordsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.commonPasswords(),
    queryFn: () => import('./common-passwords').then((m) => m.commonPasswords),
    staleTime: Infinity,
  });

/**
 * The list once it is in, `undefined` until then (or if it fails to load): the checklist then
 * leaves out that rule, and the server still applies it.
 */
export const useCommonPasswords = (): ReadonlySet<string> | undefined =>
  useQuery(commonPasswordsQueryOptions()).data;
