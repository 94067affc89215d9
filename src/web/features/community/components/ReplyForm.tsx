import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { replyInput } from "../../../../shared/community";
import { DISCUSSION_LIMITS } from "../../../../shared/community-constants";
import { Button } from "../../../components/ui/Button";
import { TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useReply } from "../api";
import { showCommunityErrors } from "./errors";

/** The reply's text, checked as the server checks it; whether to be told of replies follows the thread's switch. */
type ReplyFields = ReturnType<typeof replyInput.pick<{ body: true }>>;
type ReplyBody = z.input<ReplyFields>;
const replyResolver = lazyZodResolver<ReplyBody, z.output<ReplyFields>>(() =>
  import("../../../../shared/community").then((m) => m.replyInput.pick({ body: true })),
);

export function ReplyForm({ threadId, subscribed }: { threadId: string; subscribed: boolean }) {
  const { t } = useTranslation();
  const reply = useReply();
  const { register, handleSubmit, setError, reset, formState } = useForm<ReplyBody, unknown, z.output<ReplyFields>>({
    resolver: replyResolver,
    defaultValues: { body: "" },
  });
  const { errors } = formState;
  const firstError = useFirstError(errors, ["body"]);
  const submit = handleSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync({ threadId, input: { body, notifyOnReply: subscribed } });
      reset();
      toast.success(t("community.discussions.replied"));
    } catch (error) {
      showCommunityErrors(setError, t, error, ["body"]);
    }
  });
  return (
    <form className="mt-6 flex flex-col gap-2" noValidate onFocusCapture={replyResolver.preload} onSubmit={(e) => void submit(e)}>
      <TextAreaField label={t("community.discussions.yourReply")} maxLength={DISCUSSION_LIMITS.body} invalid={!!errors.body} {...register("body")} />
      <FormError message={firstError ?? errors.root?.message} />
      <Button type="submit" className="self-start" disabled={formState.isSubmitting} data-testid="send-reply">
        {t("community.discussions.sendReply")}
      </Button>
    </form>
  );
}
