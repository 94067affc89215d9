import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminChatView, ChatMuteInput, ChatSettings } from "../../../../shared/chat";
import { adminApi } from "../../admin/api";

// Not yet converted (decision 0091): these calls keep their hand-written response types, which differ from what
// the routes promise in ways the pages rely on (narrower string unions, untyped responses); the next pass.

const BASE = "/api/admin/chat";

export function useAdminChat(service: string | undefined) {
  return useQuery({
    queryKey: ["admin", "chat", service ?? null],
    queryFn: ({ signal }) => adminApi<AdminChatView>(`${BASE}${service ? `?service=${service}` : ""}`, { signal }),
    // The moderation view follows a live chat closely enough at five seconds.
    refetchInterval: 5000,
  });
}

export function useAdminChatWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["admin", "chat"] });
  return {
    remove: useMutation({ mutationFn: (id: number) => adminApi<void>(`${BASE}/messages/${id}`, { method: "DELETE" }), onSuccess: refresh }),
    mute: useMutation({ mutationFn: (input: ChatMuteInput) => adminApi<void>(`${BASE}/mutes`, { method: "POST", body: input }), onSuccess: refresh }),
    unmute: useMutation({
      mutationFn: (userId: string) => adminApi<void>(`${BASE}/mutes/${encodeURIComponent(userId)}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    saveSettings: useMutation({
      mutationFn: (settings: ChatSettings) => adminApi<{ settings: ChatSettings }>(`${BASE}/settings`, { method: "PUT", body: settings }),
      onSuccess: refresh,
    }),
  };
}

export const chatExportUrl = (service: string) => `${BASE}/export/${service}`;
