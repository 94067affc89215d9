import type { CampaignCounts, EmailCampaign } from "../../../shared/email-campaigns";
import type { LocalizedText } from "../../../shared/i18n";
import type { emailCampaigns } from "../../db/schema/email";

export function presentCampaign(row: typeof emailCampaigns.$inferSelect, counts: CampaignCounts, recipientName: LocalizedText | null): EmailCampaign {
  return {
    id: row.id,
    subject: row.subject,
    recipients: row.recipients,
    recipientName,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    scheduledAt: row.scheduledAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    counts,
  };
}
