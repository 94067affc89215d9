import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DirectoryPersonInput, DirectoryQuery, MergeInput } from "../../../../shared/directory";
import { retryUnlessClientError } from "../../../lib/api";
import { adminApi } from "../../admin/api";

const KEY = ["admin", "directory"] as const;

export function directoryQueryString(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}

export function useDirectory(query: DirectoryQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => adminApi(`/api/admin/directory?${directoryQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

function useDirectoryMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSavePerson = () =>
  useDirectoryMutation(({ id, input }: { id?: string; input: DirectoryPersonInput }) =>
    adminApi(id ? `/api/admin/directory/${id}` : "/api/admin/directory", { method: id ? "PUT" : "POST", body: input }),
  );
export const useDeletePerson = () => useDirectoryMutation((id: string) => adminApi(`/api/admin/directory/${id}`, { method: "DELETE" }));
export const useLinkAccount = () =>
  useDirectoryMutation(({ id, email }: { id: string; email: string | null }) =>
    adminApi(`/api/admin/directory/${id}/account`, { method: "PUT", body: { email } }),
  );
export const useSavePastoralNotes = () =>
  useDirectoryMutation(({ id, notes }: { id: string; notes: string }) =>
    adminApi(`/api/admin/directory/${id}/pastoral-notes`, { method: "PUT", body: { notes } }),
  );
export const useMerge = () => useDirectoryMutation((input: MergeInput) => adminApi("/api/admin/directory/merge", { method: "POST", body: input }));
export const useImport = () =>
  useDirectoryMutation(({ csv, skipInvalid }: { csv: string; skipInvalid: boolean }) =>
    adminApi("/api/admin/directory/import", { method: "POST", body: { csv, skipInvalid } }),
  );
export const previewImport = (csv: string) => adminApi("/api/admin/directory/import/preview", { method: "POST", body: { csv } });
