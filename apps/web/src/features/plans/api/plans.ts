import type { CreatePlan, Plan, PlanList } from '@nota20/core/contracts/plans';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => apiGet<PlanList>('/plans', { signal }),
    select: (data) => data.items,
  });

export const planQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: ['plans', planId],
    queryFn: ({ signal }) => apiGet<Plan>(`/plans/${planId}`, { signal }),
    retry: false,
  });

export const usePlans = () => useQuery(plansQueryOptions());
export const usePlan = (planId: string) => useQuery(planQueryOptions(planId));

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: CreatePlan) => apiSend<Plan>('POST', '/plans', plan),
    onSuccess: (plan) => {
      queryClient.setQueryData(planQueryOptions(plan.id).queryKey, plan);
      void queryClient.invalidateQueries({ queryKey: ['plans'], exact: true });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiSend<void>('DELETE', `/plans/${planId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
