import { useMutation, useQuery } from "@tanstack/react-query";
import type { OrderCheckoutInput } from "../../../shared/store";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

export function useCatalogue() {
  return useQuery({
    queryKey: ["store", "products"],
    queryFn: ({ signal }) => apiGet("/api/store/products", signal),
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

export function useOrderCheckout() {
  return useMutation({ mutationFn: (input: OrderCheckoutInput) => apiSend("POST", "/api/store/checkout", input) });
}

/** The order page polls while the provider has not confirmed the payment yet. */
export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: ["store", "order", id],
    queryFn: ({ signal }) => apiGet(`/api/store/orders/${id}`, signal).then((r) => r.order),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
    refetchInterval: (query) => (query.state.data?.payment === "pending" && query.state.dataUpdateCount < 30 ? 2000 : false),
  });
}

export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: ["store", "me", "orders"],
    queryFn: ({ signal }) => apiGet("/api/store/me/orders", signal).then((r) => r.orders),
    enabled,
    retry: retryUnlessClientError,
  });
}
