import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminContentBlock, ContentKey, ContentUploadKind, ContentValueInput, VideosInput } from "../../../../shared/content";
import { adminApi, adminUpload } from "../../admin/api";

const BLOCKS = ["admin", "content", "blocks"] as const;
const revisionsKey = (key: ContentKey) => ["admin", "content", "revisions", key] as const;

export function useContentBlocks() {
  return useQuery({
    queryKey: BLOCKS,
    queryFn: ({ signal }) => adminApi("/api/admin/content/blocks", { signal }),
    select: (data) => data.blocks,
  });
}

export function useRevisions(key: ContentKey, enabled: boolean) {
  return useQuery({
    queryKey: revisionsKey(key),
    queryFn: ({ signal }) => adminApi(`/api/admin/content/blocks/${key}/revisions`, { signal }),
    select: (data) => data.revisions,
    enabled,
  });
}

export function useContentSummary() {
  return useQuery({
    queryKey: ["admin", "content", "summary"],
    queryFn: ({ signal }) => adminApi("/api/admin/content/summary", { signal }),
  });
}

/** Save draft, publish and restore: each responds with the block as it now is; the public pages' cache is refreshed. */
export function useBlockWrite(key: ContentKey) {
  const client = useQueryClient();
  const done = (data: { block: AdminContentBlock }) => {
    client.setQueryData<{ blocks: AdminContentBlock[] }>(BLOCKS, (old) =>
      old ? { blocks: old.blocks.map((b) => (b.key === key ? data.block : b)) } : old,
    );
    void client.invalidateQueries({ queryKey: revisionsKey(key) });
    void client.invalidateQueries({ queryKey: ["admin", "content", "summary"] });
    void client.invalidateQueries({ queryKey: ["content"] });
  };
  const path = `/api/admin/content/blocks/${key}` as const;
  return {
    saveDraft: useMutation({
      mutationFn: (value: ContentValueInput) => adminApi(path, { method: "PUT", body: value }),
      onSuccess: done,
    }),
    publish: useMutation({
      mutationFn: (value: ContentValueInput) => adminApi(`${path}/publish`, { method: "POST", body: value }),
      onSuccess: done,
    }),
    restore: useMutation({
      mutationFn: (id: number) => adminApi(`${path}/revisions/${id}/restore`, { method: "POST" }),
      onSuccess: done,
    }),
  };
}

const VIDEOS = ["admin", "content", "videos"] as const;

/**
 * Hand-typed: the settings column keeps any media type a clip was stored with (VideoClip); the form edits only the
 * ones it accepts (VideosInput), which every save writes.
 */
export function useVideos() {
  return useQuery({ queryKey: VIDEOS, queryFn: ({ signal }) => adminApi<VideosInput>("/api/admin/content/videos", { signal }) });
}

export function useSaveVideos() {
  const client = useQueryClient();
  return useMutation({
    // Hand-typed as the read above.
    mutationFn: (videos: VideosInput) => adminApi<VideosInput>("/api/admin/content/videos", { method: "PUT", body: videos }),
    onSuccess: (data) => {
      client.setQueryData(VIDEOS, data);
      void client.invalidateQueries({ queryKey: ["site"] });
    },
  });
}

/** Uploads a photo or a page's picture (resized by the server) or an MP4 video; responds with the address to use. */
export function uploadContentFile(kind: ContentUploadKind, file: File) {
  return adminUpload(`/api/admin/content/uploads?kind=${kind}`, file);
}
