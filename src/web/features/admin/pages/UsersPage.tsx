import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { can, type AdminScope } from "../../../../shared/admin-scopes";
import { adminAccountCreateRequest, type AdminAccount } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Dialog, DialogClose } from "../../../components/ui/Dialog";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { MemberAccounts } from "../../members/admin/MemberAccounts";
import { useAdminAccountChange, useAdminAccounts, useAdminSession } from "../api";
import { PageHeading } from "../components/PageHeading";
import { RequireScope } from "../components/RequireScope";
import { ScopeChecklist } from "../components/ScopeChecklist";
import { formatDateTime } from "../format";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

type Notice = { tone: "error" | "success"; message: string };

/** /admin/users: the admin accounts; invitations, permissions, 2FA reset, disabling and removal. */
function UsersPage() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const session = useAdminSession();
  const me = session.data?.admin;
  const mayWrite = me ? can(me.scopes, "users:write") : false;
  const available = session.data?.availableRoles ?? [];
  const query = useAdminAccounts();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <section>
      <PageHeading title={t("users.title")}>{t("users.intro")}</PageHeading>
      {mayWrite ? <InviteForm available={available} onDone={setNotice} /> : null}
      <div className="my-4" aria-live="polite">
        {notice ? <FormError tone={notice.tone} message={notice.message} /> : null}
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <FormError tone="error" message={errorMessage(query.error)} /> : null}
      <ul className="space-y-3">
        {query.data?.accounts.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            isMe={account.id === me?.id}
            mayWrite={mayWrite}
            mayManageSuper={me ? me.scopes.includes("admin:*") : false}
            available={available}
            onNotice={setNotice}
          />
        ))}
      </ul>
      <MemberAccounts mayWrite={mayWrite} available={available} />
    </section>
  );
}

function useAccountMutation(onNotice: (n: Notice) => void) {
  const errorMessage = useAdminErrorMessage();
  return useAdminAccountChange(
    (message) => onNotice({ tone: "success", message }),
    (err) => onNotice({ tone: "error", message: errorMessage(err) }),
  );
}

type InviteValues = z.input<typeof adminAccountCreateRequest>;

function InviteForm({ available, onDone }: { available: AdminScope[]; onDone: (n: Notice) => void }) {
  const { t } = useAdminT();
  const { register, handleSubmit, formState, control, reset } = useForm<InviteValues, unknown, z.output<typeof adminAccountCreateRequest>>({
    resolver: zodResolver(adminAccountCreateRequest),
    defaultValues: { name: "", email: "", scopes: [] },
  });
  const { errors } = formState;
  const mutation = useAccountMutation((n) => {
    onDone(n);
    if (n.tone === "success") reset();
  });

  const submit = handleSubmit((body) => mutation.mutate({ path: "/api/admin/accounts", method: "POST", body, success: (answer) => t(answer?.delivery === "outbox" ? "users.invitationKept" : "users.invited", { email: body.email }) }));
  const message = errors.name || errors.email ? t("users.nameEmailRequired") : errors.scopes ? t("users.scopeRequired") : undefined;

  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-800">{t("users.invite")}</summary>
      <form onSubmit={(e) => void submit(e)} className="space-y-4 border-t border-slate-200 p-4" noValidate>
        <p className="text-sm text-slate-700">{t("users.inviteHelp")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("users.name")} invalid={Boolean(errors.name)} {...register("name")} />
          <Field type="email" label={t("users.email")} invalid={Boolean(errors.email)} {...register("email")} />
        </div>
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => <ScopeChecklist available={available} value={field.value} onChange={field.onChange} legend={t("users.permissions")} />}
        />
        <FormError tone="error" message={message} />
        <Button type="submit" disabled={mutation.isPending}>
          {t("users.sendInvite")}
        </Button>
      </form>
    </details>
  );
}

function AccountRow({
  account,
  isMe,
  mayWrite,
  mayManageSuper,
  available,
  onNotice,
}: {
  account: AdminAccount;
  isMe: boolean;
  mayWrite: boolean;
  mayManageSuper: boolean;
  available: AdminScope[];
  onNotice: (n: Notice) => void;
}) {
  const { t } = useAdminT();
  const mutation = useAccountMutation(onNotice);
  const path = `/api/admin/accounts/${account.id}`;
  const manageable = mayWrite && !isMe && (!account.scopes.includes("admin:*") || mayManageSuper);
  const disabled = account.status === "disabled";

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="admin-account">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {account.name} {isMe ? <span className="text-sm font-normal text-slate-700">({t("users.you")})</span> : null}
          </p>
          <p className="break-all text-slate-700">{account.email}</p>
          <p className="mt-1 text-sm text-slate-800">
            {t(`users.status.${account.status}`)} · {account.twoFactorEnabled ? t("users.twoFactorOn") : t("users.twoFactorOff")}
            {account.lastLoginAt ? ` · ${t("users.lastLogin", { when: formatDateTime(account.lastLoginAt) })}` : ""}
          </p>
          <ul role="list" className="mt-2 flex flex-wrap gap-1" aria-label={t("users.permissions")}>
            {account.scopes.map((scope) => (
              <li key={scope} className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                {t(`scopes.${scope}`, { nsSeparator: false })}
              </li>
            ))}
          </ul>
        </div>
        {manageable ? (
          <div className="flex flex-wrap gap-2">
            <EditScopesDialog account={account} available={available} onSave={(scopes) => mutation.mutate({ path, method: "PATCH", body: { scopes }, success: t("users.saved") })} />
            {disabled ? (
              <Button variant="outline" size="sm" onClick={() => mutation.mutate({ path, method: "PATCH", body: { disabled: false }, success: t("users.enabled") })}>
                {t("users.enable")}
              </Button>
            ) : (
              <ConfirmButton
                label={t("users.disable")}
                title={t("users.confirmDisableTitle", { name: account.name })}
                description={t("users.confirmDisableBody")}
                confirmLabel={t("users.disable")}
                onConfirm={() => mutation.mutate({ path, method: "PATCH", body: { disabled: true }, success: t("users.disabled") })}
              />
            )}
            {account.twoFactorEnabled ? (
              <ConfirmButton
                label={t("users.reset2fa")}
                title={t("users.confirmResetTitle", { name: account.name })}
                description={t("users.confirmResetBody")}
                confirmLabel={t("users.reset2fa")}
                onConfirm={() => mutation.mutate({ path: `${path}/reset-2fa`, method: "POST", body: {}, success: t("users.reset2faDone") })}
              />
            ) : null}
            <ConfirmButton
              label={t("users.remove")}
              title={t("users.confirmRemoveTitle", { name: account.name })}
              description={t("users.confirmRemoveBody")}
              confirmLabel={t("users.remove")}
              onConfirm={() => mutation.mutate({ path, method: "DELETE", success: t("users.removed") })}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function EditScopesDialog({ account, available, onSave }: { account: AdminAccount; available: AdminScope[]; onSave: (scopes: AdminScope[]) => void }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const [scopes, setScopes] = useState<AdminScope[]>(account.scopes);
  const choices = [...new Set([...available, ...account.scopes])];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setScopes(account.scopes);
      }}
      trigger={
        <Button variant="outline" size="sm">
          {t("users.editPermissions")}
        </Button>
      }
      title={t("users.editPermissionsOf", { name: account.name })}
      description={t("users.editPermissionsHelp")}
    >
      <ScopeChecklist available={choices} value={scopes} onChange={setScopes} legend={t("users.permissions")} />
      <div className="mt-6 flex justify-end gap-3">
        <DialogClose>
          <Button variant="outline" size="sm">
            {t("common.cancel")}
          </Button>
        </DialogClose>
        <Button
          size="sm"
          disabled={scopes.length === 0}
          onClick={() => {
            onSave(scopes);
            setOpen(false);
          }}
        >
          {t("common.save")}
        </Button>
      </div>
    </Dialog>
  );
}

export function UsersRoute() {
  return (
    <RequireScope scope="users:read">
      <UsersPage />
    </RequireScope>
  );
}
