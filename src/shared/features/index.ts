import { accountsFeature } from "./accounts";
import { adminFeature } from "./admin";
import { bibleFeature } from "./bible";
import { chatFeature, chatSeo } from "./chat";
import { communityFeature, communitySeo } from "./community";
import { connectFeature } from "./connect";
import { contentFeature, contentSeo } from "./content";
import { emailFeature } from "./email";
import { eventsFeature, eventsSeo } from "./events";
import { galleryFeature } from "./gallery";
import { givingFeature, givingSeo } from "./giving";
import { inboxFeature } from "./inbox";
import { membersFeature } from "./members";
import { myStudyFeature } from "./my-study";
import { prayerFeature, prayerSeo } from "./prayer";
import { sermonsFeature, sermonsSeo } from "./sermons";
import { siteFeature } from "./site";
import { storeFeature, storeSeo } from "./store";
import { studyFeature, studySeo } from "./study";

/**
 * Every feature's shared half (decision 0094), one line a feature. The order is the sitemap's and the service
 * worker's kept reads'; the menus have their own (each entry's `order`). The server half of each is listed in src/server/features/index.ts.
 */
export const SHARED_FEATURES = [
  siteFeature,
  contentFeature,
  bibleFeature,
  studyFeature,
  myStudyFeature,
  sermonsFeature,
  eventsFeature,
  prayerFeature,
  givingFeature,
  communityFeature,
  galleryFeature,
  chatFeature,
  storeFeature,
  accountsFeature,
  adminFeature,
  membersFeature,
  connectFeature,
  inboxFeature,
  emailFeature,
] as const;

/**
 * The indexed pages' titles and descriptions, by feature, read by the server alone (features/seo/pages.ts): kept
 * out of SHARED_FEATURES so that no browser bundle carries them. A feature with a page search engines list adds
 * its texts here too.
 */
export const PAGE_SEO = [contentSeo, studySeo, sermonsSeo, eventsSeo, prayerSeo, givingSeo, communitySeo, chatSeo, storeSeo] as const;
