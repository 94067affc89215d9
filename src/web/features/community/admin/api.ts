import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminGroup, AdminOpportunity, AdminTopic, GroupInput, GroupMessageInput, OpportunityInput, RosterEntry, ShiftInput, TopicInput } from "../../../../shared/community";
import { retryUnlessClientError } from "../../../lib/api";
import { adminApi } from "../../admin/api";

// Not yet converted (decision 0091): these calls keep their hand-written response types, which differ from what
// the routes promise in ways the pages rely on (narrower string unions, untyped responses); the next pass.

const KEY = ["admin", "community"] as const;
const BASE = "/api/admin/community";

function useList<T>(name: string, pick: (body: Record<string, T[]>) => T[]) {
  return useQuery({
    queryKey: [...KEY, name],
    queryFn: ({ signal }) => adminApi<Record<string, T[]>>(`${BASE}/${name}`, { signal }).then(pick),
    retry: retryUnlessClientError,
  });
}

export const useAdminGroups = () => useList<AdminGroup>("groups", (a) => a.groups ?? []);
export const useAdminTopics = () => useList<AdminTopic>("topics", (a) => a.topics ?? []);
export const useAdminOpportunities = () => useList<AdminOpportunity>("opportunities", (a) => a.opportunities ?? []);

/** A write that refreshes one list afterwards. */
function useWrite<V>(name: string, send: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, name] }) });
}

export const useSaveGroup = () =>
  useWrite("groups", ({ id, input }: { id: string | null; input: GroupInput }) => adminApi(id ? `${BASE}/groups/${id}` : `${BASE}/groups`, { method: id ? "PUT" : "POST", body: input }));
export const useSaveTopic = () =>
  useWrite("topics", ({ id, input }: { id: string | null; input: TopicInput }) => adminApi(id ? `${BASE}/topics/${id}` : `${BASE}/topics`, { method: id ? "PUT" : "POST", body: input }));
export const useSaveOpportunity = () =>
  useWrite("opportunities", ({ id, input }: { id: string | null; input: OpportunityInput }) =>
    adminApi(id ? `${BASE}/opportunities/${id}` : `${BASE}/opportunities`, { method: id ? "PUT" : "POST", body: input }),
  );
export const useAddShift = () =>
  useWrite("opportunities", ({ opportunityId, input }: { opportunityId: string; input: ShiftInput }) =>
    adminApi(`${BASE}/opportunities/${opportunityId}/shifts`, { method: "POST", body: input }),
  );
export const useDeleteShift = () => useWrite("opportunities", (shiftId: string) => adminApi(`${BASE}/shifts/${shiftId}`, { method: "DELETE" }));

export function useAdminRoster(groupId: string) {
  return useQuery({
    queryKey: [...KEY, "roster", groupId],
    queryFn: ({ signal }) => adminApi<{ roster: RosterEntry[] }>(`${BASE}/groups/${groupId}/roster`, { signal }).then((r) => r.roster),
    retry: retryUnlessClientError,
  });
}

export function useAdminMessageGroup(groupId: string) {
  return useMutation({ mutationFn: (input: GroupMessageInput) => adminApi<{ sent: number }>(`${BASE}/groups/${groupId}/messages`, { method: "POST", body: input }) });
}
