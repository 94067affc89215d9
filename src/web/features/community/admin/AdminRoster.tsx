import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { GROUP_MESSAGE_LIMITS, type GroupMessageInput, groupMessageInput } from "../../../../shared/community";
import { Button } from "../../../components/ui/Button";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { useAdminMessageGroup, useAdminRoster } from "./api";
import { useFieldText, useServerErrors } from "./form-parts";

/** A group's members, and an email to all of them. */
export function AdminRoster({ groupId }: { groupId: string }) {
  const { t } = useAdminT();
  const roster = useAdminRoster(groupId);
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      {roster.isPending && <Spinner text={t("common.loading")} />}
      {roster.data?.length === 0 && <p className="text-sm">{t("communityAdmin.groups.empty")}</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {roster.data?.map((m) => (
          <li key={m.userId}>
            {m.name} · {m.email} · {t(`communityAdmin.groups.status.${m.status}`)}
          </li>
        ))}
      </ul>
      <GroupEmail groupId={groupId} />
    </div>
  );
}

function GroupEmail({ groupId }: { groupId: string }) {
  const { t } = useAdminT();
  const send = useAdminMessageGroup(groupId);
  const fieldText = useFieldText();
  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, reset, formState } = useForm<GroupMessageInput>({
    resolver: zodResolver(groupMessageInput),
    defaultValues: { subject: "", body: "" },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      const { sent } = await send.mutateAsync(input);
      reset();
      toast.success(t("communityAdmin.groups.sent", { count: sent }));
    } catch (error) {
      serverErrors(setError, error, ["subject", "body"]);
    }
  });
  return (
    <form noValidate className="mt-3 flex flex-col gap-2" onSubmit={(e) => void submit(e)}>
      <p className="font-semibold">{t("communityAdmin.groups.message")}</p>
      <Field label={t("communityAdmin.groups.subject")} maxLength={GROUP_MESSAGE_LIMITS.subject} error={fieldText(errors.subject?.message)} {...register("subject")} />
      <TextAreaField label={t("communityAdmin.groups.body")} maxLength={GROUP_MESSAGE_LIMITS.body} error={fieldText(errors.body?.message)} {...register("body")} />
      <FormError message={errors.root?.message} />
      <Button type="submit" size="sm" className="self-start" disabled={formState.isSubmitting}>
        {t("communityAdmin.groups.send")}
      </Button>
    </form>
  );
}
