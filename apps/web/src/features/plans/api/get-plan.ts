import type { Plan } from '@nota20/core/contracts/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPlan = (planId: string, signal?: AbortSignal) =>
  apiGet<Plan>(`/plans/${planId}`, signal ? { signal } : undefined);

/** One plan with its units' mastery (owner only: another's is a 403 or 404, not retried). */
export const planQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: queryKeys.plans.one(planId),
    queryFn: ({ signal }) => getPlan(planId, signal),
  });

export const usePlan = (planId: string) => useQuery(planQueryOptions(planId));
