import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChatMuteInput, ChatSettings } from "../../../../shared/chat";
import { adminApi } from "../../admin/api";

const BASE = "/api/admin/chat";

export function useAdminChat(service: string | undefined) {
  return useQuery({
    queryKey: ["admin", "chat", service ?? null],
    queryFn: ({ signal }) => adminApi(`${BASE}?${new URLSearchParams(service ? { service } : {}).toString()}`, { signal }),
    // The moderation view follows a live chat closely enough at five seconds.
    refetchInterval: 5000,
  });
}

export function useAdminChatWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["admin", "chat"] });
  return {
    remove: useMutation({ mutationFn: (id: number) => adminApi(`${BASE}/messages/${id}`, { method: "DELETE" }), onSuccess: refresh }),
    mute: useMutation({ mutationFn: (input: ChatMuteInput) => adminApi(`${BASE}/mutes`, { method: "POST", body: input }), onSuccess: refresh }),
    unmute: useMutation({
      mutationFn: (userId: string) => adminApi(`${BASE}/mutes/${encodeURIComponent(userId)}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    saveSettings: useMutation({
      mutationFn: (settings: ChatSettings) => adminApi(`${BASE}/settings`, { method: "PUT", body: settings }),
      onSuccess: refresh,
    }),
  };
}

export const chatExportUrl = (service: string) => `${BASE}/export/${service}`;
