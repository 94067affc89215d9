import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CampaignInput, previewInput, testEmailInput } from "../../../../shared/email-campaigns";
import { retryUnlessClientError } from "../../../lib/api";
import type { PushAnnouncementInput } from "../../../../shared/push";
import { adminApi } from "../../admin/api";

/** Admin > Email > Notifications: sends one announcement; responds with how many devices it goes to. */
/** How many browsers an announcement would reach now (asked before it goes). */
export function usePushAudience() {
  return useMutation({
    mutationFn: () => adminApi("/api/admin/push/announcements/audience"),
  });
}

export function useSendPushAnnouncement() {
  return useMutation({
    mutationFn: (input: PushAnnouncementInput) => adminApi("/api/admin/push/announcements", { method: "POST", body: input }),
  });
}

const KEY = ["admin", "email"] as const;

/** The compose form's pickers: ministries, events, study groups and volunteer ministries. */
export function useRecipientOptions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...KEY, "options"],
    queryFn: ({ signal }) => adminApi("/api/admin/email/recipient-options", { signal }),
    retry: retryUnlessClientError,
  });
}

export function useEmailPreview() {
  return useMutation({
    mutationFn: (input: z.input<typeof previewInput>) => adminApi("/api/admin/email/preview", { method: "POST", body: input }),
  });
}

export function useTestEmail() {
  return useMutation({
    mutationFn: (input: z.input<typeof testEmailInput>) => adminApi("/api/admin/email/test", { method: "POST", body: input }),
  });
}

export function useSendCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => adminApi("/api/admin/email/campaigns", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The sent and scheduled emails with their counts, refreshed while they go out. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...KEY, "campaigns"],
    queryFn: ({ signal }) => adminApi("/api/admin/email/campaigns", { signal }).then((r) => r.campaigns),
    refetchInterval: 10_000,
  });
}

export function useCancelCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => adminApi(`/api/admin/email/campaigns/${campaignId}/cancel`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
