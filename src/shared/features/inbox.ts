import { defineSharedFeature } from "../feature-manifest";

/** The admin portal's inboxes of meeting requests and sign-ups. */
export const inboxFeature = defineSharedFeature({
  name: "inbox",
  admin: [
    { path: "inbox/meetings", scope: "inbox:read", label: "inboxMeetings", icon: "CalendarCheck", order: 7 },
    { path: "inbox/signups", scope: "inbox:read", label: "inboxSignups", icon: "ClipboardList", order: 8 },
  ],
});
