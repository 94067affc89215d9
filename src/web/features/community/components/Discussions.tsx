import { ArrowLeft, Flag, Lock, MessageSquarePlus, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DiscussionPost, DiscussionThread, DiscussionTopic } from "../../../../shared/community";
import { DISCUSSION_LIMITS, postEditInput, replyInput, threadInput } from "../../../../shared/community";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDate, localized } from "../../../lib/format";
import { useAccount } from "../../auth/account";
import { useRequireMember } from "../../auth/useRequireMember";
import { Modal } from "../../prayer/components/Modal";
import {
  useDeletePost,
  useDeleteThread,
  useEditPost,
  useModeratePost,
  useModerateThread,
  useReply,
  useReportedPosts,
  useReportPost,
  useStartThread,
  useSubscription,
  useThread,
  useThreads,
  useTopics,
} from "../api";
import { communityError } from "./errors";
import { LinkedText } from "./LinkedText";
import { inputClasses } from "../../../components/ui/form-styles";

const textareaClasses = `${inputClasses} h-auto py-2`;

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
      <Modal open={starting} onOpenChange={setStarting} title={t("community.discussions.start")} closeLabel={t("community.cancel")}>
        <StartThreadForm
          topics={topics.data ?? []}
          initialTopic={topic}
          onDone={(id) => {
            setStarting(false);
            onOpenThread(id);
          }}
        />
      </Modal>
    </div>
  );
}

/** Moderators see what members reported, and open the thread to hide or delete. */
function ReportedPosts({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const reported = useReportedPosts(true);
  return (
    <section aria-labelledby="reported-posts" className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <h3 id="reported-posts" className="text-xl font-bold text-brand-900">
        {t("community.discussions.reportedTitle")}
      </h3>
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
    </section>
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

function StartThreadForm({ topics, initialTopic, onDone }: { topics: DiscussionTopic[]; initialTopic: string | null; onDone: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const id = useId();
  const [topicId, setTopicId] = useState(initialTopic ?? topics[0]?.id ?? "");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string>();
  const start = useStartThread();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { topicId, title, body, notifyOnReply: notify };
    // Checked here first: nothing typed is lost, and the server's same schema has the last word.
    const checked = threadInput.safeParse(input);
    setError(checked.success ? undefined : t(checked.error.issues[0]?.message ?? "community.errors.generic"));
    if (!checked.success) return;
    start.mutate(
      input,
      {
        onSuccess: ({ thread }) => {
          toast.success(t("community.discussions.started"));
          onDone(thread.id);
        },
        onError: (err) => setError(communityError(t, err)),
      },
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-topic`} className="text-sm font-semibold text-slate-800">
        {t("community.discussions.topic")}
      </label>
      <select id={`${id}-topic`} className={inputClasses} value={topicId} onChange={(e) => setTopicId(e.target.value)}>
        {topics.map((topic) => (
          <option key={topic.id} value={topic.id}>
            {localized(topic.name, language)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-title`} className="text-sm font-semibold text-slate-800">
        {t("community.discussions.title")}
      </label>
      <input id={`${id}-title`} className={inputClasses} value={title} maxLength={DISCUSSION_LIMITS.title} onChange={(e) => setTitle(e.target.value)} required />
      <label htmlFor={`${id}-body`} className="text-sm font-semibold text-slate-800">
        {t("community.discussions.message")}
      </label>
      <textarea id={`${id}-body`} rows={6} className={textareaClasses} value={body} maxLength={DISCUSSION_LIMITS.body} onChange={(e) => setBody(e.target.value)} required />
      <p className="text-sm text-slate-600">{t("community.discussions.plainText")}</p>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        {t("community.discussions.notify")}
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={start.isPending}>
        {t("community.discussions.post")}
      </Button>
    </form>
  );
}

function ThreadView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useThread(id);
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("community.discussions.back")}
      </Button>
      {thread.isPending && <Spinner text={t("common.loading")} />}
      {thread.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {t("community.errors.notFound")}
        </p>
      )}
      {thread.data && <OpenThread thread={thread.data} onDeleted={onBack} />}
    </div>
  );
}

function OpenThread({ thread, onDeleted }: { thread: DiscussionThread; onDeleted: () => void }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const moderate = useModerateThread();
  const remove = useDeleteThread();
  const fail = (err: unknown) => toast.error(communityError(t, err));
  return (
    <article aria-labelledby="thread-title" className="mt-4">
      <h3 id="thread-title" className="text-2xl font-bold text-brand-900">
        {thread.title}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        {thread.locked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
            <Lock aria-hidden="true" className="size-3.5" />
            {t("community.discussions.locked")}
          </span>
        )}
        {thread.hidden && <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-900">{t("community.discussions.hidden")}</span>}
        <label className="ml-auto flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={thread.subscribed}
            disabled={subscription.isPending}
            onChange={(e) => subscription.mutate({ threadId: thread.id, subscribed: e.target.checked }, { onError: fail })}
          />
          {t("community.discussions.notifyThis")}
        </label>
      </div>
      {thread.canModerate && (
        <div className="mt-3 flex flex-wrap gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3" role="group" aria-label={t("community.discussions.moderation")}>
          <Button size="sm" variant="outline" onClick={() => moderate.mutate({ threadId: thread.id, change: { locked: !thread.locked } }, { onError: fail })}>
            {thread.locked ? t("community.discussions.unlock") : t("community.discussions.lock")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => moderate.mutate({ threadId: thread.id, change: { hidden: !thread.hidden } }, { onError: fail })}>
            {thread.hidden ? t("community.discussions.unhideThread") : t("community.discussions.hideThread")}
          </Button>
          <ConfirmButton
            label={t("community.discussions.deleteThread")}
            title={t("community.discussions.deleteThreadTitle")}
            description={t("community.discussions.deleteThreadBody")}
            confirmLabel={t("community.discussions.deleteThread")}
            cancelLabel={t("community.cancel")}
            onConfirm={() => remove.mutate({ threadId: thread.id }, { onSuccess: onDeleted, onError: fail })}
          />
        </div>
      )}
      <ol className="mt-4 flex flex-col gap-3" data-testid="posts">
        {thread.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} threadId={thread.id} canModerate={thread.canModerate} />
          </li>
        ))}
      </ol>
      {thread.locked && !thread.canModerate ? (
        <p className="mt-6 text-slate-700">{t("community.discussions.lockedNote")}</p>
      ) : (
        <ReplyForm threadId={thread.id} subscribed={thread.subscribed} />
      )}
    </article>
  );
}

function PostCard({ post, threadId, canModerate }: { post: DiscussionPost; threadId: string; canModerate: boolean }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.body ?? "");
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const edit = useEditPost();
  const remove = useDeletePost();
  const report = useReportPost();
  const moderate = useModeratePost();
  const fail = (err: unknown) => toast.error(communityError(t, err));
  const editId = useId();

  return (
    <div className={`rounded-xl border p-4 ${post.hidden ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`} data-testid="post">
      <p className="text-sm font-semibold text-slate-800">
        {post.authorName} · {formatDate(post.createdAt, language)}
        {post.edited && !post.deleted && ` · ${t("community.discussions.edited")}`}
        {post.hidden && ` · ${t("community.discussions.hiddenPost")}`}
        {post.reportCount ? ` · ${t("community.discussions.reports", { count: post.reportCount })}` : ""}
      </p>
      {post.deleted ? (
        <p className="mt-2 italic text-slate-600">{t("community.discussions.deletedPost")}</p>
      ) : editing ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const checked = postEditInput.safeParse({ body: draft });
            if (!checked.success) {
              toast.error(t(checked.error.issues[0]?.message ?? "community.errors.generic"));
              return;
            }
            edit.mutate({ postId: post.id, body: draft }, { onSuccess: () => setEditing(false), onError: fail });
          }}
        >
          <label htmlFor={editId} className="sr-only">
            {t("community.discussions.message")}
          </label>
          <textarea id={editId} rows={4} className={textareaClasses} value={draft} maxLength={DISCUSSION_LIMITS.body} onChange={(e) => setDraft(e.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {t("community.save")}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              {t("community.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <LinkedText text={post.body ?? ""} className="mt-2 text-slate-900" />
      )}
      {!post.deleted && !editing && (
        <div className="mt-3 flex flex-wrap gap-2">
          {post.editableUntil && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("community.edit")}
            </Button>
          )}
          {(post.mine || canModerate) && (
            <ConfirmButton
              variant="ghost"
              className="text-red-800"
              label={
                <>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("community.delete")}
                </>
              }
              title={t("community.discussions.deletePostTitle")}
              description={t("community.discussions.deletePostBody")}
              confirmLabel={t("community.delete")}
              cancelLabel={t("community.cancel")}
              onConfirm={() => remove.mutate({ threadId, postId: post.id }, { onError: fail })}
            />
          )}
          {canModerate && (
            <Button size="sm" variant="ghost" onClick={() => moderate.mutate({ postId: post.id, hidden: !post.hidden }, { onError: fail })}>
              {post.hidden ? t("community.discussions.unhidePost") : t("community.discussions.hidePost")}
            </Button>
          )}
          {!post.mine &&
            (post.reportedByMe ? (
              <span className="self-center text-sm text-slate-600">{t("community.discussions.reported")}</span>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
                <Flag aria-hidden="true" className="size-4" />
                {t("community.discussions.report")}
              </Button>
            ))}
        </div>
      )}
      <Modal open={reporting} onOpenChange={setReporting} title={t("community.discussions.reportTitle")} description={t("community.discussions.reportBody")} closeLabel={t("community.cancel")}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate(
              { threadId, postId: post.id, reason },
              {
                onSuccess: () => {
                  setReporting(false);
                  toast.success(t("community.discussions.reportThanks"));
                },
                onError: fail,
              },
            );
          }}
        >
          <label htmlFor={`${editId}-reason`} className="text-sm font-semibold text-slate-800">
            {t("community.discussions.reportReason")}
          </label>
          <textarea id={`${editId}-reason`} rows={3} maxLength={DISCUSSION_LIMITS.reportReason} className={textareaClasses} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" disabled={report.isPending}>
            {t("community.discussions.reportSend")}
          </Button>
        </form>
      </Modal>
    </div>
  );
}

function ReplyForm({ threadId, subscribed }: { threadId: string; subscribed: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const reply = useReply();
  return (
    <form
      className="mt-6 flex flex-col gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = replyInput.safeParse({ body });
        setError(checked.success ? undefined : t(checked.error.issues[0]?.message ?? "community.errors.generic"));
        if (!checked.success) return;
        reply.mutate(
          { threadId, input: { body, notifyOnReply: subscribed } },
          {
            onSuccess: () => {
              setBody("");
              toast.success(t("community.discussions.replied"));
            },
            onError: (err) => setError(communityError(t, err)),
          },
        );
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t("community.discussions.yourReply")}
      </label>
      <textarea id={id} rows={4} className={textareaClasses} value={body} maxLength={DISCUSSION_LIMITS.body} onChange={(e) => setBody(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={reply.isPending} data-testid="send-reply">
        {t("community.discussions.sendReply")}
      </Button>
    </form>
  );
}
