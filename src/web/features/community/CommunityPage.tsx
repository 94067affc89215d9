import { Tabs } from "radix-ui";
import { useTranslation } from "../../i18n/use-translation";
import { useSearchParams } from "react-router";
import { useAccount } from "../auth/account";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { GallerySection } from "../gallery/GallerySection";
import { Discussions } from "./components/Discussions";
import { Groups } from "./components/Groups";
import { MyCommunity } from "./components/MyCommunity";
import { Volunteer } from "./components/Volunteer";

const TABS = ["discussions", "volunteer", "groups", "mine"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? "");

const tabClasses =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:text-base";

/** The frame of /community's column (the Astro page writes the same). */
export const COMMUNITY_PAGE_CLASSES = "mx-auto max-w-6xl px-4 py-10 sm:py-14";

/** /community: the photo gallery, then discussions, volunteer sign-up, study groups and "My community" as tabs. */
export function CommunityPage() {
  return (
    <div className={COMMUNITY_PAGE_CLASSES}>
      <CommunityIntro />

      <div id="gallery">
        <GallerySection />
      </div>

      <CommunityConnect />
    </div>
  );
}

/** /community's heading and welcome (content, no interactivity). */
export function CommunityIntro() {
  const intro = usePageIntro("community");
  return <PageIntro text={intro} />;
}

/**
 * "Connect": discussions, volunteer sign-up, study groups and "My community" as tabs (?tab=, ?thread=). A tab or a
 * thread is an address; `onGo` goes there another way than the router's (the Astro page keeps the section in view).
 */
export function CommunityConnect({ onGo }: { onGo?: (search: URLSearchParams, replace: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useAccount();
  const signedIn = Boolean(user);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "discussions";
  const threadId = params.get("thread");
  const go = (next: Tab, thread: string | null = null) => {
    const search = new URLSearchParams({ tab: next });
    if (thread) search.set("thread", thread);
    const replace = next === tab && !thread && !threadId;
    if (onGo) onGo(search, replace);
    else setParams(search, { replace });
  };

  return (
    <section aria-labelledby="community-connect" className="mt-12">
      <h2 id="community-connect" className="scroll-mt-24 text-2xl font-bold text-brand-900">
        {t("community.connect")}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && go(value)} className="mt-4">
        <Tabs.List aria-label={t("community.connect")} className="mb-6 flex flex-wrap gap-2">
          {TABS.map((key) => (
            // Each tab is a link to its address too: tapped before the island has hydrated (or without
            // JavaScript), it still opens, through the client router; once hydrated, Radix's choice goes there.
            <Tabs.Trigger key={key} value={key} className={tabClasses} asChild>
              <a href={`?tab=${key}#community-connect`} onClick={(event) => event.preventDefault()}>
                {t(`community.tabs.${key}`)}
              </a>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="discussions">
          <Discussions signedIn={signedIn} threadId={threadId} onOpenThread={(id) => go("discussions", id)} />
        </Tabs.Content>
        <Tabs.Content value="volunteer">
          <Volunteer />
        </Tabs.Content>
        <Tabs.Content value="groups">
          <Groups />
        </Tabs.Content>
        <Tabs.Content value="mine">
          <MyCommunity signedIn={signedIn} onOpenThread={(id) => go("discussions", id)} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
