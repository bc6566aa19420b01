import type { PaperSummary } from '@nota20/core/contracts/subjects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPapers = (subjectId: string, signal?: AbortSignal) =>
  apiGet<{ items: PaperSummary[] }>(
    `/subjects/${encodeURIComponent(subjectId)}/papers`,
    signal ? { signal } : undefined,
  );

/** A subject's provas-modelo (content: they change only with a new release). */
export const papersQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: queryKeys.subjects.papers(subjectId),
    queryFn: ({ signal }) => getPapers(subjectId, signal),
    select: (data) => data.items,
  });

export const usePapers = (subjectId: string, enabled = true) =>
  useQuery({ ...papersQueryOptions(subjectId), enabled });
