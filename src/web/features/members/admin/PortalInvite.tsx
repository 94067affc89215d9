import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { adminAccountCreateRequest } from "../../../../shared/admin";
import type { AdminScope } from "../../../../shared/admin-scopes";
import type { AdminMember } from "../../../../shared/members";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { ScopeChecklist } from "../../admin/components/ScopeChecklist";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useInviteMember } from "./api";

export type Notice = { tone: "error" | "success"; message: string } | null;

type Input = z.input<typeof adminAccountCreateRequest>;
type Output = z.output<typeof adminAccountCreateRequest>;

/**
 * One step from a member to an admin-portal account: the admin invitation (POST /api/admin/accounts) with the
 * member's name and email filled in and the permissions chosen here; the member gets the usual invitation email.
 */
export function PortalInvite({ member, available, onNotice }: { member: AdminMember; available: readonly AdminScope[]; onNotice: (n: Notice) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const invite = useInviteMember();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminAccountCreateRequest),
    defaultValues: { name: member.fullName, email: member.email, scopes: [] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: ({ delivery }) => onNotice({ tone: "success", message: t(delivery === "outbox" ? "users.invitationKept" : "users.invited", { email: member.email }) }),
    }),
  );
  const message =
    errors.name || errors.email ? t("users.nameEmailRequired") : errors.scopes ? t("users.scopeRequired") : invite.isError ? errorMessage(invite.error) : undefined;
  return (
    <details className="w-full rounded-lg border border-slate-200" data-testid="portal-invite">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-800">
        {t("members.portal.invite")}
        <span className="block text-xs font-normal text-slate-700">{t("members.portal.portalHint")}</span>
      </summary>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 border-t border-slate-200 p-3">
        <p className="text-sm text-slate-700">{t("members.portal.help", { email: member.email })}</p>
        <Field label={t("users.name")} invalid={Boolean(errors.name)} {...form.register("name")} />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => <ScopeChecklist available={available} value={field.value} onChange={field.onChange} legend={t("users.permissions")} />}
        />
        <FormError tone="error" message={message} />
        <Button type="submit" size="sm" disabled={invite.isPending}>
          {t("users.sendInvite")}
        </Button>
      </form>
    </details>
  );
}
