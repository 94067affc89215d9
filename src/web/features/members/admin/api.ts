import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { adminAccountCreateRequest } from "../../../../shared/admin";
import { adminApi } from "../../admin/api";

const MEMBERS = ["admin", "members"] as const;

/** One page of member accounts matching a search (empty lists everyone, newest first). */
export function useMembers(q: string, page: number) {
  return useQuery({
    queryKey: [...MEMBERS, q, page],
    queryFn: ({ signal }) => adminApi(`/api/admin/members?${new URLSearchParams({ q, page: String(page) }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A member's roles or enabled state. */
export function useMemberChange(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: "roles" | "status"; body: unknown }) =>
      adminApi(`/api/admin/members/${encodeURIComponent(memberId)}/${path}`, { method: "PUT", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBERS }),
  });
}

/** The admin-portal invitation for a member (POST /api/admin/accounts). */
export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof adminAccountCreateRequest>) => adminApi("/api/admin/accounts", { method: "POST", body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MEMBERS });
      void client.invalidateQueries({ queryKey: ["admin", "accounts"] });
    },
  });
}
