import type { Worksheet } from '@nota20/core/contracts/subjects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getWorksheet = (subjectId: string, unit: number, signal?: AbortSignal) =>
  apiGet<Worksheet>(
    `/subjects/${encodeURIComponent(subjectId)}/units/${unit}/questions`,
    signal ? { signal } : undefined,
  );

export const worksheetQueryOptions = (subjectId: string, unit: number) =>
  queryOptions({
    queryKey: queryKeys.subjects.worksheet(subjectId, unit),
    queryFn: ({ signal }) => getWorksheet(subjectId, unit, signal),
  });

export const useWorksheet = (subjectId: string, unit: number, enabled = true) =>
  useQuery({ ...worksheetQueryOptions(subjectId, unit), enabled });
