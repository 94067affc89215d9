import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toast";
import type { z } from "zod";
import { adminMeetingReply, CONNECT_LIMITS } from "../../../shared/connect";
import { Button } from "../../components/ui/Button";
import { Field, TextAreaField } from "../../components/ui/Field";
import { useAdminT } from "../admin/useAdminT";
import { useMeetingWrite } from "./api";

type Input = z.input<typeof adminMeetingReply>;
type Output = z.output<typeof adminMeetingReply>;

/** The email answer to a meeting request (the server sends it from the church's address). */
export function MeetingReplyForm({ id, onSent, onError }: { id: string; onSent: () => void; onError: (error: unknown) => void }) {
  const { t } = useAdminT();
  const { reply } = useMeetingWrite();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminMeetingReply),
    defaultValues: { subject: t("inbox.meetings.title"), message: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    reply.mutateAsync({ id, ...values }).then(
      () => {
        toast.success(t("inbox.meetings.replySent"));
        onSent();
      },
      onError,
    ),
  );
  return (
    <form className="mt-3 flex flex-col gap-2" noValidate onSubmit={(e) => void submit(e)}>
      <Field
        label={t("inbox.meetings.replySubject")}
        maxLength={200}
        required
        error={errors.subject ? t("settings.required") : undefined}
        {...form.register("subject")}
      />
      <TextAreaField
        label={t("inbox.meetings.replyMessage")}
        rows={5}
        maxLength={CONNECT_LIMITS.text}
        required
        error={errors.message ? t("settings.required") : undefined}
        {...form.register("message")}
      />
      <Button type="submit" size="sm" className="self-start" disabled={reply.isPending}>
        {t("inbox.meetings.replySend")}
      </Button>
    </form>
  );
}
