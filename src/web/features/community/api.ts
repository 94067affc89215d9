import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiscussionThread, GroupMessageInput, ReplyInput, ThreadInput } from "../../../shared/community";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

const KEY = ["community"] as const;
const threadKey = (id: string) => [...KEY, "thread", id] as const;

export function useTopics() {
  return useQuery({
    queryKey: [...KEY, "topics"],
    queryFn: ({ signal }) => apiGet("/api/community/topics", signal).then((r) => r.topics),
    retry: retryUnlessClientError,
  });
}

export function useThreads(topic: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, "threads", topic],
    queryFn: ({ signal }) => apiGet(`/api/community/threads?${new URLSearchParams(topic ? { topic } : {}).toString()}`, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useThread(id: string | null) {
  return useQuery({
    queryKey: threadKey(id ?? ""),
    queryFn: ({ signal }) => apiGet(`/api/community/threads/${id}`, signal).then((r) => r.thread),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
  });
}

/** Every change to a thread responds with the whole thread: it replaces the cached one, and lists refresh. */
function useThreadChange<V>(send: (vars: V) => Promise<{ thread: DiscussionThread }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ thread }) => {
      client.setQueryData(threadKey(thread.id), thread);
      void client.invalidateQueries({ queryKey: [...KEY, "threads"] });
      void client.invalidateQueries({ queryKey: [...KEY, "mine"] });
    },
  });
}

export const useStartThread = () => useThreadChange((input: ThreadInput) => apiSend("POST", "/api/community/threads", input));
export const useReply = () =>
  useThreadChange(({ threadId, input }: { threadId: string; input: ReplyInput }) =>
    apiSend("POST", `/api/community/threads/${threadId}/posts`, input),
  );
export const useEditPost = () =>
  useThreadChange(({ postId, body }: { postId: string; body: string }) => apiSend("PUT", `/api/community/posts/${postId}`, { body }));
export const useModerateThread = () =>
  useThreadChange(({ threadId, change }: { threadId: string; change: { locked?: boolean; hidden?: boolean } }) =>
    apiSend("PATCH", `/api/community/threads/${threadId}/moderation`, change),
  );
export const useModeratePost = () =>
  useThreadChange(({ postId, hidden }: { postId: string; hidden: boolean }) =>
    apiSend("PATCH", `/api/community/posts/${postId}/moderation`, { hidden }),
  );

/** Deleting, reporting and (un)subscribing respond without the thread: it is read again. */
function useThreadAction<V extends { threadId: string }>(send: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_response, vars) => {
      void client.invalidateQueries({ queryKey: threadKey(vars.threadId) });
      void client.invalidateQueries({ queryKey: [...KEY, "threads"] });
      void client.invalidateQueries({ queryKey: [...KEY, "mine"] });
    },
  });
}

export const useDeletePost = () =>
  useThreadAction(({ postId }: { threadId: string; postId: string }) => apiSend("DELETE", `/api/community/posts/${postId}`));
export const useReportPost = () =>
  useThreadAction(({ postId, reason }: { threadId: string; postId: string; reason: string }) =>
    apiSend("POST", `/api/community/posts/${postId}/reports`, { reason }),
  );
export const useSubscription = () =>
  useThreadAction(({ threadId, subscribed }: { threadId: string; subscribed: boolean }) =>
    apiSend("PUT", `/api/community/threads/${threadId}/subscription`, { subscribed }),
  );
export const useDeleteThread = () => useThreadAction(({ threadId }: { threadId: string }) => apiSend("DELETE", `/api/community/threads/${threadId}`));

/** Moderators' queue: reported posts still showing. */
export function useReportedPosts(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, "threads", "reports"],
    queryFn: ({ signal }) => apiGet("/api/community/reports", signal).then((r) => r.reported),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useOpportunities() {
  return useQuery({
    queryKey: [...KEY, "volunteer"],
    queryFn: ({ signal }) => apiGet("/api/community/volunteer", signal).then((r) => r.opportunities),
    retry: retryUnlessClientError,
  });
}

export function useShiftSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, serve }: { shiftId: string; serve: boolean }) =>
      apiSend(serve ? "POST" : "DELETE", `/api/community/volunteer/shifts/${shiftId}/signup`, serve ? {} : undefined),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [...KEY, "volunteer"] });
      void client.invalidateQueries({ queryKey: [...KEY, "mine"] });
    },
  });
}

export function useGroups() {
  return useQuery({
    queryKey: [...KEY, "groups"],
    queryFn: ({ signal }) => apiGet("/api/community/groups", signal),
    retry: retryUnlessClientError,
  });
}

export function useGroupMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, join }: { groupId: string; join: boolean }) =>
      apiSend(join ? "POST" : "DELETE", `/api/community/groups/${groupId}/membership`, join ? {} : undefined),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [...KEY, "groups"] });
      void client.invalidateQueries({ queryKey: [...KEY, "mine"] });
    },
  });
}

export function useRoster(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, "roster", groupId],
    queryFn: ({ signal }) => apiGet(`/api/community/groups/${groupId}/roster`, signal).then((r) => r.roster),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useRosterDecision(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: string; approve: boolean }) =>
      apiSend(approve ? "PATCH" : "DELETE", `/api/community/groups/${groupId}/roster/${encodeURIComponent(userId)}`, approve ? { approve: true } : undefined),
    onSuccess: ({ roster }) => {
      client.setQueryData([...KEY, "roster", groupId], roster);
      void client.invalidateQueries({ queryKey: [...KEY, "groups"] });
    },
  });
}

export function useMessageGroup(groupId: string) {
  return useMutation({ mutationFn: (input: GroupMessageInput) => apiSend("POST", `/api/community/groups/${groupId}/messages`, input) });
}

export function useMyCommunity(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, "mine"],
    queryFn: ({ signal }) => apiGet("/api/community/mine", signal),
    enabled,
    retry: retryUnlessClientError,
  });
}
