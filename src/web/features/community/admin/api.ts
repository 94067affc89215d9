import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupInput, GroupMessageInput, OpportunityInput, ShiftInput, TopicInput } from "../../../../shared/community";
import { retryUnlessClientError } from "../../../lib/api";
import { adminApi } from "../../admin/api";

const KEY = ["admin", "community"] as const;
const BASE = "/api/admin/community";

function useList<T>(name: string, read: (signal: AbortSignal) => Promise<T[]>) {
  return useQuery({ queryKey: [...KEY, name], queryFn: ({ signal }) => read(signal), retry: retryUnlessClientError });
}

export const useAdminGroups = () => useList("groups", (signal) => adminApi(`${BASE}/groups`, { signal }).then((r) => r.groups));
export const useAdminTopics = () => useList("topics", (signal) => adminApi(`${BASE}/topics`, { signal }).then((r) => r.topics));
export const useAdminOpportunities = () => useList("opportunities", (signal) => adminApi(`${BASE}/opportunities`, { signal }).then((r) => r.opportunities));

/** A write that refreshes one list afterwards. */
function useWrite<V>(name: string, send: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, name] }) });
}

export const useSaveGroup = () =>
  useWrite("groups", ({ id, input }: { id: string | null; input: GroupInput }) => id ? adminApi(`${BASE}/groups/${id}`, { method: "PUT", body: input }) : adminApi(`${BASE}/groups`, { method: "POST", body: input }));
export const useSaveTopic = () =>
  useWrite("topics", ({ id, input }: { id: string | null; input: TopicInput }) => id ? adminApi(`${BASE}/topics/${id}`, { method: "PUT", body: input }) : adminApi(`${BASE}/topics`, { method: "POST", body: input }));
export const useSaveOpportunity = () =>
  useWrite("opportunities", ({ id, input }: { id: string | null; input: OpportunityInput }) =>
    id ? adminApi(`${BASE}/opportunities/${id}`, { method: "PUT", body: input }) : adminApi(`${BASE}/opportunities`, { method: "POST", body: input }),
  );
export const useAddShift = () =>
  useWrite("opportunities", ({ opportunityId, input }: { opportunityId: string; input: ShiftInput }) =>
    adminApi(`${BASE}/opportunities/${opportunityId}/shifts`, { method: "POST", body: input }),
  );
export const useDeleteShift = () => useWrite("opportunities", (shiftId: string) => adminApi(`${BASE}/shifts/${shiftId}`, { method: "DELETE" }));

export function useAdminRoster(groupId: string) {
  return useQuery({
    queryKey: [...KEY, "roster", groupId],
    queryFn: ({ signal }) => adminApi(`${BASE}/groups/${groupId}/roster`, { signal }).then((r) => r.roster),
    retry: retryUnlessClientError,
  });
}

export function useAdminMessageGroup(groupId: string) {
  return useMutation({ mutationFn: (input: GroupMessageInput) => adminApi(`${BASE}/groups/${groupId}/messages`, { method: "POST", body: input }) });
}
