import type { ReviewSummary } from '@nota20/core/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/review: «Revisão de hoje» of a subject. */
export const reviewQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: queryKeys.learning.review(subjectId),
    queryFn: ({ signal }) =>
      apiGet<ReviewSummary>(`/review?subject=${encodeURIComponent(subjectId)}`, { signal }),
  });

export const useReview = (subjectId: string) =>
  useQuery({ ...reviewQueryOptions(subjectId), enabled: subjectId !== '' });
