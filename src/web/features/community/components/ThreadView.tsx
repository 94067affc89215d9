import { ArrowLeft, Lock } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { DiscussionThread } from "../../../../shared/community";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { useDeleteThread, useModerateThread, useSubscription, useThread } from "../api";
import { communityError } from "./errors";
import { PostCard } from "./PostCard";
import { ReplyForm } from "./ReplyForm";

/** One open thread (?thread=id) with its posts and the reply box. */
export function ThreadView({ id, onBack }: { id: string; onBack: () => void }) {
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
