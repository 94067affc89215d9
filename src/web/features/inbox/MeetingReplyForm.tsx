import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toast";
import type { z } from "zod";
import { adminMeetingReply, CONNECT_LIMITS } from "../../../shared/connect";
import { Button } from "../../components/ui/Button";
import { Field, TextAreaField } from "../../components/ui/Field";
import { useAdminT } from "../admin/useAdminT";
import { useMeetingWrite } from "./api";
import { SendConfirmDialog } from "../admin/components/SendConfirmDialog";

type Input = z.input<typeof adminMeetingReply>;
type Output = z.output<typeof adminMeetingReply>;

/** The email answer to a meeting request (the server sends it from the church's address). */
export function MeetingReplyForm({ id, to, onSent, onError }: { id: string; to: string; onSent: () => void; onError: (error: unknown) => void }) {
  const { t } = useAdminT();
  const { reply } = useMeetingWrite();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminMeetingReply),
    defaultValues: { subject: t("inbox.meetings.title"), message: "" },
  });
  const { errors } = form.formState;
  // Asks first, naming the one person it reaches; then says truthfully whether it went or stayed in the outbox.
  const [confirm, setConfirm] = useState<Output | null>(null);
  const submit = form.handleSubmit((values) => setConfirm(values));
  const sendConfirmed = () => {
    if (!confirm) return;
    const values = confirm;
    setConfirm(null);
    reply.mutateAsync({ id, ...values }).then(({ delivery }) => {
      toast.success(t(delivery === "outbox" ? "inbox.meetings.replyKept" : "inbox.meetings.replySent"));
      onSent();
    }, onError);
  };
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
      <SendConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("inbox.meetings.replyConfirmTitle")}
        description={t("inbox.meetings.replyConfirmBody", { to })}
        confirmLabel={t("inbox.meetings.replySend")}
        onConfirm={sendConfirmed}
      />
    </form>
  );
}
