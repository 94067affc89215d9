import { Flag, Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { DiscussionPost } from "../../../../shared/community";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { DeleteButton } from "../../../components/ui/DeleteButton";
import { formatDate } from "../../../lib/format";
import { useDeletePost, useModeratePost } from "../api";
import { communityError } from "./errors";
import { LinkedText } from "./LinkedText";
import { PostEditForm, ReportPostDialog } from "./PostForms";

/** One post of a thread: its author edits or deletes it, others report it, moderators hide it. */
export function PostCard({ post, threadId, canModerate }: { post: DiscussionPost; threadId: string; canModerate: boolean }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();
  const moderate = useModeratePost();
  const fail = (err: unknown) => toast.error(communityError(t, err));

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
        <PostEditForm postId={post.id} body={post.body ?? ""} onClose={() => setEditing(false)} />
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
            <DeleteButton
              label={t("community.delete")}
              title={t("community.discussions.deletePostTitle")}
              description={t("community.discussions.deletePostBody")}
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
      {reporting && <ReportPostDialog threadId={threadId} postId={post.id} open={reporting} onOpenChange={setReporting} />}
    </div>
  );
}
