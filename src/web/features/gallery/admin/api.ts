import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPhoto, AdminPhotoPage, AlbumInput, GalleryAlbum, PhotoInput, UploadResult } from "../../../../shared/gallery";
import { ApiError, retryUnlessClientError } from "../../../lib/api";
import { adminApi } from "../../admin/api";

const KEY = ["admin", "gallery"] as const;

export function useAdminAlbums() {
  return useQuery({
    queryKey: [...KEY, "albums"],
    queryFn: ({ signal }) => adminApi<{ albums: GalleryAlbum[] }>("/api/admin/gallery/albums", { signal }).then((r) => r.albums),
    retry: retryUnlessClientError,
  });
}

export function useAdminPhotos(album: string | undefined, page: number) {
  return useQuery({
    queryKey: [...KEY, "photos", album ?? "", page],
    queryFn: ({ signal }) => adminApi<AdminPhotoPage>(`/api/admin/gallery/photos?page=${page}${album ? `&album=${album}` : ""}`, { signal }),
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
        adminApi<{ album: GalleryAlbum }>(id ? `/api/admin/gallery/albums/${id}` : "/api/admin/gallery/albums", { method: id ? "PUT" : "POST", body: input }),
      onSuccess: refresh,
    }),
    deleteAlbum: useMutation({
      mutationFn: (id: string) => adminApi<void>(`/api/admin/gallery/albums/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    savePhoto: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PhotoInput }) => adminApi<{ photo: AdminPhoto }>(`/api/admin/gallery/photos/${id}`, { method: "PUT", body: input }),
      onSuccess: refresh,
    }),
    deletePhoto: useMutation({
      mutationFn: (id: string) => adminApi<void>(`/api/admin/gallery/photos/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    refresh,
  };
}

/**
 * Sends photos as one multipart request through XMLHttpRequest, the one browser API that reports upload
 * progress. Answers the server's per-file result (201 some stored, 422 none stored); throws on other errors.
 */
export function uploadPhotosWithProgress(files: File[], fields: { albumId?: string; eventDate?: string }, onProgress: (loaded: number) => void): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  if (fields.albumId) form.set("albumId", fields.albumId);
  if (fields.eventDate) form.set("eventDate", fields.eventDate);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/gallery/photos");
    request.setRequestHeader("X-Admin-Request", "1");
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onerror = () => reject(new ApiError(0, "network_error", "The upload was interrupted."));
    request.onload = () => {
      const body = request.response as (UploadResult & { error?: { code: string; message: string } }) | null;
      if ((request.status === 201 || request.status === 422) && body && Array.isArray(body.failed)) return resolve(body);
      reject(new ApiError(request.status, body?.error?.code ?? "http_error", body?.error?.message ?? request.statusText));
    };
    request.send(form);
  });
}
