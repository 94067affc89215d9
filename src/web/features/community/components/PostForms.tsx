import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { postEditInput, postReportInput } from "../../../../shared/community";
import { DISCUSSION_LIMITS } from "../../../../shared/community-constants";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useEditPost, useReportPost } from "../api";
import { DialogFormButtons } from "./DialogFormButtons";
import { showCommunityErrors } from "./errors";

type EditValues = z.input<typeof postEditInput>;
const editResolver = lazyZodResolver<EditValues, z.output<typeof postEditInput>>(() =>
  import("../../../../shared/community").then((m) => m.postEditInput),
);

/** The author corrects a post while the edit window is open. */
export function PostEditForm({ postId, body, onClose }: { postId: string; body: string; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditPost();
  const { register, handleSubmit, setError, formState } = useForm<EditValues, unknown, z.output<typeof postEditInput>>({
    resolver: editResolver,
    defaultValues: { body },
  });
  const { errors } = formState;
  const firstError = useFirstError(errors, ["body"]);
  const submit = handleSubmit(async (input) => {
    try {
      await edit.mutateAsync({ postId, body: input.body });
      onClose();
    } catch (error) {
      showCommunityErrors(setError, t, error, ["body"]);
    }
  });
  return (
    <form className="mt-2 flex flex-col gap-2" noValidate onFocusCapture={editResolver.preload} onSubmit={(e) => void submit(e)}>
      <TextAreaField
        label={<span className="sr-only">{t("community.discussions.message")}</span>}
        maxLength={DISCUSSION_LIMITS.body}
        invalid={!!errors.body}
        {...register("body")}
      />
      <FormError message={firstError ?? errors.root?.message} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {t("community.save")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          {t("community.cancel")}
        </Button>
      </div>
    </form>
  );
}

type ReportValues = z.input<typeof postReportInput>;
const reportResolver = lazyZodResolver<ReportValues, z.output<typeof postReportInput>>(() =>
  import("../../../../shared/community").then((m) => m.postReportInput),
);

/** A member tells the moderators about a post, with an optional reason. */
export function ReportPostDialog({ threadId, postId, open, onOpenChange }: { threadId: string; postId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const report = useReportPost();
  const { register, handleSubmit, setError, formState } = useForm<ReportValues, unknown, z.output<typeof postReportInput>>({
    resolver: reportResolver,
    defaultValues: { reason: "" },
  });
  const { errors } = formState;
  const firstError = useFirstError(errors, ["reason"]);
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await report.mutateAsync({ threadId, postId, reason: reason ?? "" });
      onOpenChange(false);
      toast.success(t("community.discussions.reportThanks"));
    } catch (error) {
      showCommunityErrors(setError, t, error, ["reason"]);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("community.discussions.reportTitle")} description={t("community.discussions.reportBody")}>
      <form className="flex flex-col gap-3" noValidate onFocusCapture={reportResolver.preload} onSubmit={(e) => void submit(e)}>
        <TextAreaField
          label={t("community.discussions.reportReason")}
          rows={3}
          maxLength={DISCUSSION_LIMITS.reportReason}
          invalid={!!errors.reason}
          {...register("reason")}
        />
        <FormError message={firstError ?? errors.root?.message} />
        <DialogFormButtons submitLabel={t("community.discussions.reportSend")} submitting={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
