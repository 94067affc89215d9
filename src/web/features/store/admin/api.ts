import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrderQuery, ProductInput, SETTABLE_FULFILMENT } from "../../../../shared/store";
import { retryUnlessClientError } from "../../../lib/api";
import { adminApi, adminUpload } from "../../admin/api";

const KEY = ["admin", "store"] as const;

export function useAdminProducts() {
  return useQuery({
    queryKey: [...KEY, "products"],
    queryFn: ({ signal }) => adminApi("/api/admin/store/products", { signal }).then((r) => r.products),
    retry: retryUnlessClientError,
  });
}

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) =>
      (id ? adminApi(`/api/admin/store/products/${id}`, { method: "PUT", body: input }) : adminApi("/api/admin/store/products", { method: "POST", body: input })).then(
        (r) => r.product,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function uploadProductImage(file: File) {
  return adminUpload("/api/admin/store/images", file);
}

export function useAdminOrders(filter: AdminOrderQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== "") params.set(key, String(value));
  return useQuery({
    queryKey: [...KEY, "orders", filter],
    queryFn: ({ signal }) => adminApi(`/api/admin/store/orders?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useSetFulfilment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fulfilment }: { id: string; fulfilment: (typeof SETTABLE_FULFILMENT)[number] }) =>
      adminApi(`/api/admin/store/orders/${id}`, { method: "PATCH", body: { fulfilment } }).then((r) => r.order),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi(`/api/admin/store/orders/${id}/refund`, { method: "POST" }).then((r) => r.order),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
