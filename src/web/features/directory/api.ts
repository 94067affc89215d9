import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactDetailsInput } from "../../../shared/directory";
import { apiGet, apiSend } from "../../lib/api";

const KEY = ["directory", "me"] as const;

/** The member's own directory record (null: the church has not linked one to the account). */
export function useMyContact() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiGet("/api/directory/me", signal) });
}

/** Saves the member's corrections and shows them at once. */
export function useSaveMyContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactDetailsInput) => apiSend("PUT", "/api/directory/me", input),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
