import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DevotionalInput, StudyGuideInput } from "../../../../shared/study";
import { adminApi } from "../../admin/api";

export function useAdminGuides(page: number) {
  return useQuery({
    queryKey: ["admin", "study", "guides", page],
    queryFn: ({ signal }) => adminApi(`/api/admin/study/guides?page=${page}`, { signal }),
    select: ({ guides, ...paging }) => ({ items: guides, ...paging }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminDevotionals(page: number) {
  return useQuery({
    queryKey: ["admin", "study", "devotionals", page],
    queryFn: ({ signal }) =>
      adminApi(`/api/admin/study/devotionals?page=${page}`, { signal }),
    select: ({ devotionals, ...paging }) => ({ items: devotionals, ...paging }),
    placeholderData: keepPreviousData,
  });
}

type Kind = "guides" | "devotionals";
type InputOf<K extends Kind> = K extends "guides" ? StudyGuideInput : DevotionalInput;

/** Create, update or delete one guide or reading; the lists and the public study page refresh after. */
export function useStudyWrite<K extends Kind>(kind: K) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["admin", "study", kind] });
    void queryClient.invalidateQueries({ queryKey: ["study"] });
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: InputOf<K> }) =>
      adminApi(`/api/admin/study/${kind}${id ? `/${id}` : ""}`, { method: id ? "PUT" : "POST", body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi(`/api/admin/study/${kind}/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { save, remove };
}
