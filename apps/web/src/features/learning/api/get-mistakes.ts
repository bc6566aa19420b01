import type { Mistakes } from '@nota20/core/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/mistakes: «Os meus erros» of a subject. */
export const mistakesQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: queryKeys.learning.mistakes(subjectId),
    queryFn: ({ signal }) =>
      apiGet<Mistakes>(`/mistakes?subject=${encodeURIComponent(subjectId)}`, { signal }),
  });

export const useMistakes = (subjectId: string) =>
  useQuery({ ...mistakesQueryOptions(subjectId), enabled: subjectId !== '' });
