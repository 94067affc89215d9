import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrayerPage, PrayerRequest, PrayerRequestInput } from "../../../shared/prayer";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

export const PRAYER_WALL_KEY = ["prayer", "wall"] as const;

/** The wall, page by page ("Show older requests"); the member's own requests are part of it. */
export function usePrayerWall(signedIn: boolean) {
  return useInfiniteQuery({
    queryKey: [...PRAYER_WALL_KEY, signedIn],
    queryFn: ({ pageParam, signal }) => apiGet(`/api/prayer?page=${pageParam}`, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: retryUnlessClientError,
  });
}

function useWallUpdater() {
  const client = useQueryClient();
  return (id: string, change: (request: PrayerRequest) => PrayerRequest | null) => {
    client.setQueriesData<InfiniteData<PrayerPage>>({ queryKey: PRAYER_WALL_KEY }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              requests: page.requests.flatMap((r) => {
                if (r.id !== id) return [r];
                const next = change(r);
                return next ? [next] : [];
              }),
            })),
          }
        : data,
    );
  };
}

/** "I'm praying": the answer carries the exact count, which replaces the one on screen. */
export function usePraying() {
  const update = useWallUpdater();
  return useMutation({
    mutationFn: ({ id, praying }: { id: string; praying: boolean }) => apiSend("PUT", `/api/prayer/${id}/praying`, { praying }),
    onSuccess: (state, { id }) => update(id, (r) => ({ ...r, ...state })),
  });
}

export function useSavePrayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PrayerRequestInput }) =>
      id
        ? apiSend("PUT", `/api/prayer/${id}`, input)
        : apiSend("POST", "/api/prayer", input),
    onSuccess: () => client.invalidateQueries({ queryKey: PRAYER_WALL_KEY }),
  });
}

export function useDeletePrayer() {
  const update = useWallUpdater();
  return useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `/api/prayer/${id}`),
    onSuccess: (_data, id) => update(id, () => null),
  });
}

export function useAnswerPrayer() {
  const update = useWallUpdater();
  return useMutation({
    mutationFn: ({ id, praiseReport }: { id: string; praiseReport: string | null }) =>
      apiSend("PUT", `/api/prayer/${id}/answered`, { praiseReport: praiseReport || null }),
    onSuccess: ({ request }) => update(request.id, () => request),
  });
}

export function useUnanswerPrayer() {
  const update = useWallUpdater();
  return useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `/api/prayer/${id}/answered`),
    onSuccess: ({ request }) => update(request.id, () => request),
  });
}

export function useReportPrayer() {
  const update = useWallUpdater();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) => apiSend("POST", `/api/prayer/${id}/reports`, { reason: reason || null }),
    onSuccess: (_data, { id }) => update(id, (r) => ({ ...r, reportedByMe: true })),
  });
}

export function useReportedPrayers(enabled: boolean) {
  return useQuery({
    queryKey: ["prayer", "reports"],
    queryFn: ({ signal }) => apiGet("/api/prayer/reports", signal),
    enabled,
    retry: retryUnlessClientError,
  });
}
