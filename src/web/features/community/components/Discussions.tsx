import { MessageSquarePlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { DiscussionTopic } from "../../../../shared/community";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { useAccount } from "../../auth/account";
import { useRequireMember } from "../../auth/useRequireMember";
import { useReportedPosts, useThreads, useTopics } from "../api";
import { LinkedText } from "./LinkedText";
import { StartThreadForm } from "./StartThreadForm";
import { ThreadView } from "./ThreadView";
import { TitledSection } from "../../../components/ui/TitledSection";

/** Topics, threads and one open thread (?thread=id), for members; guests are invited to sign in. */
export function Discussions({ signedIn, threadId, onOpenThread }: { signedIn: boolean; threadId: string | null; onOpenThread: (id: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const topics = useTopics();
  const [topic, setTopic] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const requireMember = useRequireMember();
  const { isModerator } = useAccount();

  if (threadId && signedIn) return <ThreadView id={threadId} onBack={() => onOpenThread(null)} />;

  return (
    <div>
      <p className="text-slate-700">{t("community.discussions.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => requireMember(() => setStarting(true))} data-testid="start-thread">
          <MessageSquarePlus aria-hidden="true" className="size-5" />
          {t("community.discussions.start")}
        </Button>
      </div>
      {topics.isPending && <Spinner text={t("common.loading")} />}
      {topics.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {t("community.discussions.loadError")}
        </p>
      )}
      {topics.data && topics.data.length > 0 && (
        <div role="group" aria-label={t("community.discussions.topics")} className="mt-6 flex flex-wrap gap-2">
          {[null, ...topics.data.map((x) => x.id)].map((id) => {
            const found = topics.data.find((x) => x.id === id);
            return (
              <Button key={id ?? "all"} size="sm" variant={topic === id ? "primary" : "outline"} aria-pressed={topic === id} onClick={() => setTopic(id)}>
                {found ? `${localized(found.name, language)} (${found.threadCount})` : t("community.discussions.allTopics")}
              </Button>
            );
          })}
        </div>
      )}
      {topic && topics.data && <p className="mt-3 text-sm text-slate-700">{localized(topics.data.find((x) => x.id === topic)?.description ?? { en: "", es: "" }, language)}</p>}
      {signedIn ? (
        <ThreadList topic={topic} topics={topics.data ?? []} onOpen={onOpenThread} />
      ) : (
        <p className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">{t("community.discussions.membersOnly")}</p>
      )}
      {signedIn && isModerator && <ReportedPosts onOpen={onOpenThread} />}
      <Dialog open={starting} onOpenChange={setStarting} title={t("community.discussions.start")}>
        <StartThreadForm
          topics={topics.data ?? []}
          initialTopic={topic}
          onDone={(id) => {
            setStarting(false);
            onOpenThread(id);
          }}
        />
      </Dialog>
    </div>
  );
}

/** Moderators see what members reported, and open the thread to hide or delete. */
function ReportedPosts({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const reported = useReportedPosts(true);
  return (
    <TitledSection id="reported-posts" title={t("community.discussions.reportedTitle")} level={3} className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-5">
      {reported.isPending && <Spinner text={t("common.loading")} />}
      {reported.isError && (
        <p role="alert" className="text-red-800">
          {t("community.discussions.loadError")}
        </p>
      )}
      {reported.data?.length === 0 && <p className="mt-2 text-slate-700">{t("community.discussions.reportedNone")}</p>}
      <ul className="mt-3 flex flex-col gap-3">
        {reported.data?.map((r) => (
          <li key={r.post.id} className="rounded-lg bg-white p-3">
            <button type="button" className="text-left font-semibold text-brand-800 underline underline-offset-2" onClick={() => onOpen(r.threadId)}>
              {r.threadTitle}
            </button>
            <p className="mt-1 text-sm text-slate-700">
              {r.post.authorName} · {t("community.discussions.reports", { count: r.post.reportCount ?? 0 })}
              {r.reasons.map((reason) => ` · ${reason}`)}
            </p>
            <LinkedText text={r.post.body ?? ""} className="mt-1 text-slate-900" />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function ThreadList({ topic, topics, onOpen }: { topic: string | null; topics: DiscussionTopic[]; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const threads = useThreads(topic, true);
  if (threads.isPending) return <Spinner text={t("common.loading")} />;
  if (threads.isError)
    return (
      <p role="alert" className="mt-4 text-red-800">
        {t("community.discussions.loadError")}
      </p>
    );
  if (threads.data.threads.length === 0) return <p className="mt-6 text-slate-700">{t("community.discussions.empty")}</p>;
  return (
    <ul className="mt-6 flex flex-col gap-3" data-testid="thread-list">
      {threads.data.threads.map((thread) => {
        const topicName = topics.find((x) => x.id === thread.topicId);
        return (
          <li key={thread.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <button type="button" className="text-left text-lg font-bold text-brand-800 underline-offset-4 hover:underline" onClick={() => onOpen(thread.id)}>
              {thread.title}
            </button>
            <p className="mt-1 text-sm text-slate-700">
              {[
                topicName ? localized(topicName.name, language) : null,
                thread.authorName,
                t("community.discussions.replies", { count: thread.replyCount }),
                formatDate(thread.lastPostAt, language),
                thread.locked ? t("community.discussions.locked") : null,
                thread.hidden ? t("community.discussions.hidden") : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
