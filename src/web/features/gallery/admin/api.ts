import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AlbumInput, PhotoInput, UploadResult } from "../../../../shared/gallery";
import { ADMIN_REQUEST_HEADERS, apiUpload, retryUnlessClientError } from "../../../lib/api";
import { adminApi } from "../../admin/api";

const KEY = ["admin", "gallery"] as const;

export function useAdminAlbums() {
  return useQuery({
    queryKey: [...KEY, "albums"],
    queryFn: ({ signal }) => adminApi("/api/admin/gallery/albums", { signal }).then((r) => r.albums),
    retry: retryUnlessClientError,
  });
}

export function useAdminPhotos(album: string | undefined, page: number) {
  return useQuery({
    queryKey: [...KEY, "photos", album ?? "", page],
    queryFn: ({ signal }) => adminApi(`/api/admin/gallery/photos?page=${page}${album ? `&album=${album}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

/** Album and photo edits; every change refreshes the admin lists and the public gallery. */
export function useGalleryWrites() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ["gallery"] })]);
  return {
    saveAlbum: useMutation({
      mutationFn: ({ id, input }: { id?: string; input: AlbumInput }) =>
        adminApi(id ? `/api/admin/gallery/albums/${id}` : "/api/admin/gallery/albums", { method: id ? "PUT" : "POST", body: input }),
      onSuccess: refresh,
    }),
    deleteAlbum: useMutation({
      mutationFn: (id: string) => adminApi(`/api/admin/gallery/albums/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    savePhoto: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PhotoInput }) => adminApi(`/api/admin/gallery/photos/${id}`, { method: "PUT", body: input }),
      onSuccess: refresh,
    }),
    deletePhoto: useMutation({
      mutationFn: (id: string) => adminApi(`/api/admin/gallery/photos/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    refresh,
  };
}

/**
 * Sends photos as one multipart request with upload progress. Resolves with the server's per-file result (201 some
 * stored, 422 none stored); throws on other errors.
 */
export function uploadPhotosWithProgress(files: File[], fields: { albumId?: string; eventDate?: string }, onProgress: (loaded: number) => void): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  if (fields.albumId) form.set("albumId", fields.albumId);
  if (fields.eventDate) form.set("eventDate", fields.eventDate);
  return apiUpload<UploadResult>("/api/admin/gallery/photos", form, {
    onProgress,
    headers: ADMIN_REQUEST_HEADERS,
    accept: (status, body) => (status === 201 || status === 422) && typeof body === "object" && body !== null && Array.isArray((body as Partial<UploadResult>).failed),
  });
}
