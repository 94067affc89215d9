import { useMutation } from "@tanstack/react-query";
import type { PushAnnouncementInput } from "../../../../shared/push";
import { adminApi } from "../../admin/api";

/** Admin > Email > Notifications: sends one announcement; answers how many devices it goes to. */
export function useSendPushAnnouncement() {
  return useMutation({
    mutationFn: (input: PushAnnouncementInput) => adminApi<{ queued: number }>("/api/admin/push/announcements", { method: "POST", body: input }),
  });
}
