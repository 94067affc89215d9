import type { AdminMeeting } from "../../../shared/connect";
import type { meetingRequests } from "../../db/schema/connect";

export function presentAdminMeeting(row: typeof meetingRequests.$inferSelect): AdminMeeting {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    preferredTimes: row.preferredTimes,
    source: row.source,
    status: row.status,
    read: row.readAt !== null,
    language: row.language,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
