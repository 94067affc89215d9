import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckoutInput } from "../../../shared/giving";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

const MINE_KEY = ["giving", "me"] as const;

export function useGivingOptions() {
  return useQuery({
    queryKey: ["giving", "options"],
    queryFn: ({ signal }) => apiGet("/api/giving/options", signal),
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

export function useCheckout() {
  return useMutation({ mutationFn: (input: CheckoutInput) => apiSend("POST", "/api/giving/checkout", input) });
}

/** The thank-you page polls while the provider has not confirmed the payment yet. */
export function useReceipt(id: string | null) {
  return useQuery({
    queryKey: ["giving", "receipt", id],
    queryFn: ({ signal }) => apiGet(`/api/giving/receipts/${id}`, signal).then((r) => r.receipt),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
    refetchInterval: (query) => (query.state.data?.status === "pending" && query.state.dataUpdateCount < 30 ? 2000 : false),
  });
}

export function useMyGifts(enabled: boolean) {
  return useQuery({
    queryKey: [...MINE_KEY, "gifts"],
    queryFn: ({ signal }) => apiGet("/api/giving/me/gifts", signal).then((r) => r.gifts),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useMyRecurring(enabled: boolean) {
  return useQuery({
    queryKey: [...MINE_KEY, "recurring"],
    queryFn: ({ signal }) => apiGet("/api/giving/me/recurring", signal).then((r) => r.recurring),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useChangeRecurring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { amountCents?: number; paused?: boolean } }) =>
      apiSend("PATCH", `/api/giving/me/recurring/${id}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

export function useCancelRecurring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `/api/giving/me/recurring/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}
