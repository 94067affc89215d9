import { useQuery } from "@tanstack/react-query";
import { apiGet } from "./api";

/** How often every page asks whether the church is live: the header, the home page and /watch share one query. */
const LIVE_POLL_MS = 30_000;

/**
 * The stream's live state (GET /api/sermons/live), asked again every 30 seconds and when the tab comes back
 * into view, so the Watch Live button, the home page's banner and /watch turn live (and back) without a reload.
 */
export function useLiveState() {
  return useQuery({
    queryKey: ["sermons", "live"],
    queryFn: ({ signal }) => apiGet("/api/sermons/live", signal),
    refetchInterval: LIVE_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: LIVE_POLL_MS / 2,
  });
}

/** True only while the stream is live; false while unknown (first load, an error). */
export function useIsLive(): boolean {
  return useLiveState().data?.live === true;
}
