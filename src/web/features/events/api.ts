import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventCategory, RegistrationInput } from "../../../shared/events";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

const EVENTS_KEY = ["events"] as const;

export interface ListParams {
  from?: string;
  to?: string;
  category?: EventCategory;
}

/** The list's query key (the SSR pages hand over their read under it). */
export const eventListKey = (params: ListParams) => [...EVENTS_KEY, "list", params] as const;

/** The list's API address. */
export function eventListPath(params: ListParams): `/api/events?${string}` {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `/api/events?${search.toString()}`;
}

export function useEventList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: eventListKey(params),
    queryFn: ({ signal }) => apiGet(eventListPath(params), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

/** An occurrence's query key (the SSR pages hand over their read under it). */
export const eventDetailKey = (id: string, date: string) => [...EVENTS_KEY, "detail", id, date] as const;

export function useEventDetail(id: string, date: string) {
  return useQuery({
    queryKey: eventDetailKey(id, date),
    queryFn: ({ signal }) => apiGet(`/api/events/${id}/${date}`, signal),
    select: (data) => data.event,
    retry: retryUnlessClientError,
  });
}

/** A member's registrations' query key (the SSR pages hand over their read under it). */
export const MY_EVENTS_KEY = [...EVENTS_KEY, "mine"] as const;

export function useMyRegistrations(enabled: boolean) {
  return useQuery({
    queryKey: MY_EVENTS_KEY,
    queryFn: ({ signal }) => apiGet("/api/events/mine", signal),
    select: (data) => data.registrations,
    enabled,
    retry: retryUnlessClientError,
  });
}

/** Every events response may hold counts or the member's status: after a change they are all read again. */
function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EVENTS_KEY });
}

export function useRsvp() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, date, going }: { id: string; date: string; going: boolean }) =>
      apiSend(going ? "POST" : "DELETE", `/api/events/${id}/${date}/rsvp`),
    onSettled: refresh,
  });
}

export function useRegister(id: string, date: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (input: RegistrationInput) => apiSend("POST", `/api/events/${id}/${date}/registrations`, input),
    onSuccess: refresh,
  });
}

export function useCancelMine() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (registrationId: string) =>
      apiSend("DELETE", `/api/events/registrations/${registrationId}`),
    onSuccess: refresh,
  });
}

export function useCancelByToken() {
  return useMutation({
    mutationFn: (token: string) =>
      apiSend("POST", "/api/events/registrations/cancel", { token }),
  });
}

/** How many events are coming and over how many days (the home page's visit section). */
export function useEventsSummary() {
  return useQuery({
    queryKey: ["events", "summary"],
    queryFn: ({ signal }) => apiGet("/api/events/summary", signal),
    staleTime: 5 * 60_000,
  });
}
