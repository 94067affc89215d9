import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRegistration, EventInput, EventStatus } from "../../../../shared/events";
import { adminApi } from "../../admin/api";

export type When = "upcoming" | "past" | "all";
export interface EventListFilter {
  q: string;
  status: EventStatus | "";
  when: When;
}

const EVENTS_KEY = ["admin", "events"] as const;

function queryString(params: Record<string, string | undefined>): `?${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return `?${text}`;
}

export function useAdminEvents(filter: EventListFilter) {
  return useQuery({
    queryKey: [...EVENTS_KEY, "list", filter],
    queryFn: ({ signal }) =>
      adminApi(
        `/api/admin/events${queryString({ q: filter.q.trim(), status: filter.status, when: filter.when })}`,
        { signal },
      ),
    select: (data) => data.events,
    placeholderData: keepPreviousData,
  });
}

/** Every write refreshes the admin lists and the public calendar. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ["events"] });
  };
}

export function useEventWrites() {
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EventInput }) =>
      id ? adminApi(`/api/admin/events/${id}`, { method: "PUT", body: input }) : adminApi("/api/admin/events", { method: "POST", body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => adminApi(`/api/admin/events/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  const duplicate = useMutation({
    mutationFn: (id: string) => adminApi(`/api/admin/events/${id}/duplicate`, { method: "POST" }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => adminApi(`/api/admin/events/${id}/cancel`, { method: "POST" }),
    onSuccess: refresh,
  });
  return { save, remove, duplicate, cancel };
}

/** The registrations of one occurrence as a CSV file (a download link). */
export function registrationsCsvPath(eventId: string, date: string): string {
  return `/api/admin/events/${eventId}/registrations.csv${queryString({ date })}`;
}

export function useRegistrations(eventId: string, date: string) {
  return useQuery({
    queryKey: [...EVENTS_KEY, "registrations", eventId, date],
    queryFn: ({ signal }) => adminApi(`/api/admin/events/${eventId}/registrations${queryString({ date })}`, { signal }),
    select: (data) => data.registrations,
    enabled: Boolean(eventId),
  });
}

/** Check-in shows at once (the box ticks under the finger) and rolls back if the server refuses it. */
export function useCheckIn(eventId: string, date: string) {
  const queryClient = useQueryClient();
  const key = [...EVENTS_KEY, "registrations", eventId, date];
  type Data = { registrations: AdminRegistration[] };
  const patch = (id: string, change: (r: AdminRegistration) => AdminRegistration) =>
    queryClient.setQueryData<Data>(key, (old) => (old ? { registrations: old.registrations.map((r) => (r.id === id ? change(r) : r)) } : old));
  return useMutation({
    mutationFn: ({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
      adminApi(`/api/admin/events/registrations/${id}`, { method: "PATCH", body: { checkedIn } }),
    onMutate: ({ id, checkedIn }) => {
      patch(id, (r) => ({ ...r, checkedIn }));
    },
    onError: (_error, { id, checkedIn }) => {
      patch(id, (r) => ({ ...r, checkedIn: !checkedIn }));
    },
    onSuccess: ({ registration }) => {
      patch(registration.id, () => registration);
      void queryClient.invalidateQueries({ queryKey: [...EVENTS_KEY, "fish-fry"] });
    },
  });
}

export function useEmailAttendees(eventId: string) {
  return useMutation({
    mutationFn: (message: { date?: string; subject: string; body: string; includeWaitlist: boolean }) =>
      adminApi(`/api/admin/events/${eventId}/email`, { method: "POST", body: message }),
  });
}

export function useFishFryArchive() {
  return useQuery({
    queryKey: [...EVENTS_KEY, "fish-fry"],
    queryFn: ({ signal }) => adminApi("/api/admin/events/fish-fry", { signal }),
    select: (data) => data.entries,
  });
}

export function useArchiveEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      adminApi(`/api/admin/events/${id}/archive`, { method: "POST", body: { notes } }),
    onSuccess: refresh,
  });
}
