/**
 * react-query's cache for service calls: the tiers (FetchTiers), plans by slug and the geo check
 * are cached for the visit; every other call goes to the service each time. A failure is never kept.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: 0 } },
});

/** Cached until the page is left. */
export function cached<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  return queryClient.fetchQuery({ queryKey: key, queryFn: load, staleTime: Infinity, gcTime: Infinity });
}
