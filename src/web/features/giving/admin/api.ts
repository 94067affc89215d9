import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminGiftQuery, FundInput, GivingSettings } from "../../../../shared/giving";
import { retryUnlessClientError } from "../../../lib/api";
import { adminApi } from "../../admin/api";

const KEY = ["admin", "giving"] as const;

/** The query string of a gifts filter; also the CSV export's. */
export function giftQueryString(filter: AdminGiftQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}

export function useAdminGifts(filter: AdminGiftQuery) {
  return useQuery({
    queryKey: [...KEY, "gifts", filter],
    queryFn: ({ signal }) => adminApi(`/api/admin/giving/gifts?${giftQueryString(filter)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useGivingTotals(year: number) {
  return useQuery({
    queryKey: [...KEY, "totals", year],
    queryFn: ({ signal }) => adminApi(`/api/admin/giving/totals?year=${year}`, { signal }),
    retry: retryUnlessClientError,
  });
}

export function useAdminRecurring() {
  return useQuery({
    queryKey: [...KEY, "recurring"],
    queryFn: ({ signal }) => adminApi("/api/admin/giving/recurring", { signal }).then((r) => r.recurring),
    retry: retryUnlessClientError,
  });
}

export function useAdminFunds() {
  return useQuery({
    queryKey: [...KEY, "funds"],
    queryFn: ({ signal }) => adminApi("/api/admin/giving/funds", { signal }).then((r) => r.funds),
    retry: retryUnlessClientError,
  });
}

export function useSaveFund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FundInput }) =>
      adminApi(id ? `/api/admin/giving/funds/${id}` : "/api/admin/giving/funds", { method: id ? "PUT" : "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useGivingSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, "settings"],
    queryFn: ({ signal }) => adminApi("/api/admin/giving/settings", { signal }).then((r) => r.settings),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useSaveGivingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GivingSettings) => adminApi("/api/admin/giving/settings", { method: "PUT", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRefundGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi(`/api/admin/giving/gifts/${id}/refund`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Whether a year's statements were emailed to every donor already (and when, by whom). */
export function useStatementSend(year: number) {
  return useQuery({
    queryKey: [...KEY, "statement-send", year],
    queryFn: ({ signal }) => adminApi(`/api/admin/giving/statements/${year}/email`, { signal }),
    retry: retryUnlessClientError,
  });
}

export function useEmailStatements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, resend }: { year: number; resend: boolean }) =>
      adminApi(`/api/admin/giving/statements/${year}/email`, { method: "POST", body: { resend } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, "statement-send"] }),
  });
}
