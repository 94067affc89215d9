import type { ApiSchemaOf } from "../feature-manifest";
import { accountsFeature } from "./accounts/manifest";
import { adminFeature } from "./admin/manifest";
import { bibleFeature } from "./bible/manifest";
import { chatFeature } from "./chat/manifest";
import { clientEventsFeature } from "./client-events/manifest";
import { communityFeature } from "./community/manifest";
import { connectFeature } from "./connect/manifest";
import { contentFeature } from "./content/manifest";
import { directoryFeature } from "./directory/manifest";
import { emailFeature } from "./email/manifest";
import { eventsFeature } from "./events/manifest";
import { galleryFeature } from "./gallery/manifest";
import { givingFeature } from "./giving/manifest";
import { healthFeature } from "./health/manifest";
import { inboxFeature } from "./inbox/manifest";
import { membersFeature } from "./members/manifest";
import { myStudyFeature } from "./my-study/manifest";
import { prayerFeature } from "./prayer/manifest";
import { pushFeature } from "./push/manifest";
import { pwaFeature } from "./pwa/manifest";
import { seoFeature } from "./seo/manifest";
import { sermonsFeature } from "./sermons/manifest";
import { siteFeature } from "./site/manifest";
import { smsFeature } from "./sms/manifest";
import { storeFeature } from "./store/manifest";
import { studyFeature } from "./study/manifest";
import { testSupportFeature } from "./test-support/manifest";

/**
 * Every feature's server half (decision 0094), one line a feature: app.ts mounts their routes in this order,
 * timed-jobs.ts runs their jobs, the same-site guard lets their signed webhooks through. The order matters only
 * where paths nest: the admin portal's own routes (and their CSRF guard on /admin/*) before every feature's admin
 * routes, the prayer inbox before the inbox (/admin/inbox/prayer inside /admin/inbox). A feature's pages, admin
 * sections and offline reads are its shared half, listed in src/shared/features/index.ts.
 */
export const SERVER_FEATURES = [
  healthFeature,
  adminFeature,
  siteFeature,
  contentFeature,
  galleryFeature,
  bibleFeature,
  studyFeature,
  myStudyFeature,
  eventsFeature,
  sermonsFeature,
  chatFeature,
  clientEventsFeature,
  accountsFeature,
  connectFeature,
  prayerFeature,
  pushFeature,
  communityFeature,
  givingFeature,
  storeFeature,
  membersFeature,
  inboxFeature,
  directoryFeature,
  emailFeature,
  smsFeature,
  seoFeature,
  pwaFeature,
  testSupportFeature,
] as const;

/** Every route the features mount under /api, by path and method, with the responses they promise (the client's contract). */
export type FeatureApiSchema = ApiSchemaOf<typeof SERVER_FEATURES>;
