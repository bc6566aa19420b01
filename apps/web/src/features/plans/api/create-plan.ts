import type { CreatePlan, Plan } from '@nota20/core/contracts/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { planQueryOptions } from './get-plan';

export const createPlan = (plan: CreatePlan) => apiSend<Plan>('POST', '/plans', plan);

/** The new plan is cached for its progress page at once; the list is read again. */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(planQueryOptions(plan.id).queryKey, plan);
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all(), exact: true });
    },
  });
}
