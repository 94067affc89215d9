import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { GroupMessageInput, groupMessageInput } from "../../../../shared/community";
import { GROUP_MESSAGE_LIMITS } from "../../../../shared/community-constants";
import { Button } from "../../../components/ui/Button";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useMessageGroup } from "../api";
import { showCommunityErrors } from "./errors";

const FIELDS = ["subject", "body"] as const;
const messageResolver = lazyZodResolver<GroupMessageInput, z.output<typeof groupMessageInput>>(() =>
  import("../../../../shared/community").then((m) => m.groupMessageInput),
);

/** A group's leader writes to everyone in it. */
export function GroupMessage({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const send = useMessageGroup(groupId);
  const { register, handleSubmit, setError, reset, formState } = useForm<GroupMessageInput, unknown, z.output<typeof groupMessageInput>>({
    resolver: messageResolver,
    defaultValues: { subject: "", body: "" },
  });
  const { errors } = formState;
  const firstError = useFirstError(errors, [...FIELDS]);
  const submit = handleSubmit(async (input) => {
    try {
      const { sent } = await send.mutateAsync(input);
      reset();
      toast.success(t("community.groups.messageSent", { count: sent }));
    } catch (error) {
      showCommunityErrors(setError, t, error, FIELDS);
    }
  });
  return (
    <form className="mt-4 flex flex-col gap-2" noValidate onFocusCapture={messageResolver.preload} onSubmit={(e) => void submit(e)}>
      <h4 className="font-bold text-brand-900">{t("community.groups.messageTitle")}</h4>
      <Field label={t("community.groups.subject")} maxLength={GROUP_MESSAGE_LIMITS.subject} invalid={!!errors.subject} {...register("subject")} />
      <TextAreaField label={t("community.discussions.message")} maxLength={GROUP_MESSAGE_LIMITS.body} invalid={!!errors.body} {...register("body")} />
      <FormError message={firstError ?? errors.root?.message} />
      <Button type="submit" size="sm" className="self-start" disabled={formState.isSubmitting}>
        {t("community.groups.send")}
      </Button>
    </form>
  );
}
