import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConnectSettings, MeetingStatus } from "../../../shared/connect";
import type { AdminPrayerFilter } from "../../../shared/prayer";
import { retryUnlessClientError } from "../../lib/api";
import { adminApi } from "../admin/api";

const PRAYER = ["admin", "inbox", "prayer"] as const;
const SIGNUPS = ["admin", "inbox", "signups"] as const;
const MEETINGS = ["admin", "inbox", "meetings"] as const;
const SETTINGS = ["admin", "inbox", "settings"] as const;

export function usePrayerInbox(filter: AdminPrayerFilter, page: number) {
  return useQuery({
    queryKey: [...PRAYER, "list", filter, page],
    queryFn: ({ signal }) => adminApi(`/api/admin/inbox/prayer?filter=${filter}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function usePrayerDetail(id: string) {
  return useQuery({
    queryKey: [...PRAYER, "detail", id],
    queryFn: ({ signal }) => adminApi(`/api/admin/inbox/prayer/${id}`, { signal }),
    select: (data) => data.request,
    retry: retryUnlessClientError,
  });
}

export function usePrayerTeam() {
  return useQuery({
    queryKey: [...PRAYER, "team"],
    queryFn: ({ signal }) => adminApi("/api/admin/inbox/prayer/team", { signal }),
    select: (data) => data.team,
    staleTime: 5 * 60_000,
  });
}

export function usePrayerWrite() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: PRAYER });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: { status?: string; assignedTo?: string | null; read?: boolean } }) =>
      adminApi(`/api/admin/inbox/prayer/${id}`, { method: "PATCH", body: change }),
    onSuccess: refresh,
  });
  // The open detail of a deleted request must not ask for it again: only the lists are refreshed.
  const remove = useMutation({
    mutationFn: (id: string) => adminApi(`/api/admin/inbox/prayer/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PRAYER, "list"] }),
  });
  const note = useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      adminApi(`/api/admin/inbox/prayer/${id}/notes`, { method: "POST", body: { body } }),
    onSuccess: refresh,
  });
  return { update, remove, note };
}

export function useSignups(kind: string, unreadOnly: boolean, page: number) {
  const params = new URLSearchParams({ page: String(page), ...(kind ? { kind } : {}), ...(unreadOnly ? { unread: "true" } : {}) });
  return useQuery({
    queryKey: [...SIGNUPS, kind, unreadOnly, page],
    queryFn: ({ signal }) => adminApi(`/api/admin/inbox/signups?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useSetSignupRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, read }: { kind: string; id: string; read: boolean }) =>
      adminApi(`/api/admin/inbox/signups/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, { method: "PATCH", body: { read } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SIGNUPS }),
  });
}

export function useMeetings(status: MeetingStatus | "all", page: number) {
  return useQuery({
    queryKey: [...MEETINGS, status, page],
    queryFn: ({ signal }) => adminApi(`/api/admin/inbox/meetings?status=${status}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useMeetingWrite() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MEETINGS });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: { status?: MeetingStatus; read?: boolean } }) =>
      adminApi(`/api/admin/inbox/meetings/${id}`, { method: "PATCH", body: change }),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: ({ id, subject, message }: { id: string; subject: string; message: string }) =>
      adminApi(`/api/admin/inbox/meetings/${id}/reply`, { method: "POST", body: { subject, message } }),
    onSuccess: refresh,
  });
  return { update, reply };
}

/** Admin > Settings: the prayer wall's approval rule, staff notifications and the next class date. */
export function useConnectSettings() {
  return useQuery({
    queryKey: SETTINGS,
    queryFn: ({ signal }) => adminApi("/api/admin/inbox/settings", { signal }),
    select: (data) => data.settings,
  });
}

export function useSaveConnectSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ConnectSettings) => adminApi("/api/admin/inbox/settings", { method: "PUT", body: settings }),
    onSuccess: (data) => client.setQueryData(SETTINGS, data),
  });
}

/** Admin > Settings: where Twilio's webhook points, and the keywords a text starts with. */
export function useTextToConnectStatus() {
  return useQuery({
    queryKey: ["admin", "sms"],
    queryFn: ({ signal }) => adminApi("/api/admin/sms", { signal }),
    staleTime: 0,
  });
}

/** "Try a text": runs a typed text through the same rules as a real one. */
export function useTryText() {
  return useMutation({
    mutationFn: (text: { from: string; body: string }) => adminApi("/api/admin/sms/try", { method: "POST", body: text }),
  });
}
