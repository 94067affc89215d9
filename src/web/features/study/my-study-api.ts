import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HighlightColor, ReadingPlanId } from "../../../shared/my-study-constants";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

/** Every query of the member's own study starts with this key, then the member's id, so one member's responses are never shown to the next one signing in on the same page. */
const MY_STUDY_KEY = ["my-study"] as const;

interface VerseRef {
  book: string;
  chapter: number;
  verse: number;
}

const versePath = (kind: "highlights" | "notes", ref: VerseRef) => `/api/my-study/${kind}/${ref.book}/${ref.chapter}/${ref.verse}`;

/** The member's highlights and notes in the chapter on screen (nothing is asked for a guest). */
export function useChapterAnnotations(book: string, chapter: number, memberId: string | null) {
  return useQuery({
    queryKey: [...MY_STUDY_KEY, memberId, "annotations", book, chapter],
    queryFn: ({ signal }) => apiGet(`/api/my-study/annotations/${book}/${chapter}`, signal),
    enabled: memberId !== null,
    retry: retryUnlessClientError,
  });
}

export function useAllAnnotations(memberId: string) {
  return useQuery({
    queryKey: [...MY_STUDY_KEY, memberId, "annotations", "all"],
    queryFn: ({ signal }) => apiGet("/api/my-study/annotations", signal),
    retry: retryUnlessClientError,
  });
}

function useInvalidateMyStudy() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MY_STUDY_KEY });
}

export function useHighlight() {
  const invalidate = useInvalidateMyStudy();
  return useMutation({
    mutationFn: ({ ref, color }: { ref: VerseRef; color: HighlightColor | null }) =>
      color
        ? apiSend("PUT", versePath("highlights", ref), { color })
        : apiSend("DELETE", versePath("highlights", ref)),
    onSuccess: invalidate,
  });
}

export function useNote() {
  const invalidate = useInvalidateMyStudy();
  return useMutation({
    mutationFn: ({ ref, body }: { ref: VerseRef; body: string | null }) =>
      body === null ? apiSend("DELETE", versePath("notes", ref)) : apiSend("PUT", versePath("notes", ref), { body }),
    onSuccess: invalidate,
  });
}

export function useMyPlans(memberId: string) {
  return useQuery({
    queryKey: [...MY_STUDY_KEY, memberId, "plans"],
    queryFn: ({ signal }) => apiGet("/api/my-study/plans", signal),
    retry: retryUnlessClientError,
  });
}

export function usePlan(memberId: string, planId: ReadingPlanId, enabled: boolean) {
  return useQuery({
    queryKey: [...MY_STUDY_KEY, memberId, "plans", planId],
    queryFn: ({ signal }) => apiGet(`/api/my-study/plans/${planId}`, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}

/** Starting, leaving and marking days all respond with (or change) the plan: the plan queries are asked again. */
export function usePlanChange() {
  const invalidate = useInvalidateMyStudy();
  return useMutation({
    mutationFn: (change: { planId: ReadingPlanId } & ({ start: string } | { leave: true } | { day: number; done: boolean })) => {
      const base = `/api/my-study/plans/${change.planId}`;
      if ("start" in change) return apiSend("PUT", base, { startDate: change.start });
      if ("leave" in change) return apiSend("DELETE", base);
      return apiSend(change.done ? "PUT" : "DELETE", `${base}/days/${change.day}`);
    },
    onSuccess: invalidate,
  });
}
