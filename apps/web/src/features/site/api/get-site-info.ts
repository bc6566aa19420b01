import type { SiteInfo } from '@nota20/core/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getSiteInfo = (signal?: AbortSignal) =>
  apiGet<SiteInfo>('/site', signal ? { signal } : undefined);

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Infinity,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
