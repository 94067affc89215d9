import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LiveStreamInput, SeriesInput, SermonFileField, SermonInput } from "../../../../shared/sermons";
import { adminApi, adminUpload } from "../../admin/api";

const BASE = "/api/admin/sermons";

export interface LiveSettings {
  provider: "youtube" | "hls";
  url: string;
  liveNow: boolean;
  serviceMinutes: number;
  updatedAt: string | null;
}

export function useAdminSermons(page: number, q: string) {
  return useQuery({
    queryKey: ["admin", "sermons", "list", page, q],
    queryFn: ({ signal }) =>
      adminApi(`${BASE}/sermons?${new URLSearchParams({ page: String(page), ...(q ? { q } : {}) }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSeries() {
  return useQuery({
    queryKey: ["admin", "sermons", "series"],
    queryFn: ({ signal }) => adminApi(`${BASE}/series`, { signal }),
    select: (data) => data.series,
  });
}

export function useAdminTopics() {
  return useQuery({
    queryKey: ["admin", "sermons", "topics"],
    queryFn: ({ signal }) => adminApi(`${BASE}/topics`, { signal }),
    select: (data) => data.topics,
  });
}

export function useLiveSettings() {
  return useQuery({
    queryKey: ["admin", "sermons", "live"],
    queryFn: ({ signal }) => adminApi(`${BASE}/live`, { signal }),
    select: (data) => data.live,
  });
}

/** Every write refreshes the admin lists and the public sermon pages. */
export function useSermonAdminWrites() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["admin", "sermons"] });
    void queryClient.invalidateQueries({ queryKey: ["sermons"] });
  };
  const options = { onSuccess: refresh };
  return {
    saveSermon: useMutation({
      mutationFn: ({ id, input }: { id?: number; input: SermonInput }) =>
        id ? adminApi(`${BASE}/sermons/${id}`, { method: "PUT", body: input }) : adminApi(`${BASE}/sermons`, { method: "POST", body: input }),
      ...options,
    }),
    setPublished: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        adminApi(`${BASE}/sermons/${id}/published`, { method: "PUT", body: { published } }),
      ...options,
    }),
    deleteSermon: useMutation({ mutationFn: (id: number) => adminApi(`${BASE}/sermons/${id}`, { method: "DELETE" }), ...options }),
    uploadSermonFile: useMutation({
      mutationFn: ({ id, field, file }: { id: number; field: SermonFileField; file: File }) =>
        adminUpload(`${BASE}/sermons/${id}/files/${field}`, file),
      ...options,
    }),
    removeSermonFile: useMutation({
      mutationFn: ({ id, field }: { id: number; field: SermonFileField }) =>
        adminApi(`${BASE}/sermons/${id}/files/${field}`, { method: "DELETE" }),
      ...options,
    }),
    saveSeries: useMutation({
      mutationFn: ({ id, input }: { id?: number; input: SeriesInput }) =>
        id ? adminApi(`${BASE}/series/${id}`, { method: "PUT", body: input }) : adminApi(`${BASE}/series`, { method: "POST", body: input }),
      ...options,
    }),
    uploadArtwork: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => adminUpload(`${BASE}/series/${id}/artwork`, file),
      ...options,
    }),
    deleteSeries: useMutation({ mutationFn: (id: number) => adminApi(`${BASE}/series/${id}`, { method: "DELETE" }), ...options }),
    saveLive: useMutation({
      mutationFn: (input: LiveStreamInput) => adminApi(`${BASE}/live`, { method: "PUT", body: input }),
      ...options,
    }),
  };
}
