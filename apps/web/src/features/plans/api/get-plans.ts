import type { PlanList } from '@nota20/core/contracts/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPlans = (signal?: AbortSignal) =>
  apiGet<PlanList>('/plans', signal ? { signal } : undefined);

/** The student's study plans ('Próximos testes'). */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.plans.all(),
    queryFn: ({ signal }) => getPlans(signal),
    select: (data) => data.items,
  });

export const usePlans = () => useQuery(plansQueryOptions());
