import { RequireScope } from "../components/RequireScope";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { can, type AdminScope } from "../../../../shared/admin-scopes";
import type { AdminAccount } from "../../../../shared/admin";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { adminApi, useAdminSession } from "../api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { ScopeChecklist } from "../components/ScopeChecklist";
import { MemberAccounts } from "../../members/admin/MemberAccounts";
import { formatDateTime } from "../format";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

const ACCOUNTS_KEY = ["admin", "accounts"] as const;

/** /admin/users: the admin accounts; invitations, permissions, 2FA reset, disabling and removal. */
export function UsersPage() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const session = useAdminSession();
  const me = session.data?.admin;
  const mayWrite = me ? can(me.scopes, "users:write") : false;
  const available = session.data?.availableRoles ?? [];
  const query = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => adminApi<{ accounts: AdminAccount[] }>("/api/admin/accounts", { signal }),
  });
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);

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

function useAccountMutation(onNotice: (n: { tone: "error" | "success"; message: string }) => void) {
  const queryClient = useQueryClient();
  const errorMessage = useAdminErrorMessage();
  return useMutation({
    mutationFn: (request: { path: string; method: "POST" | "PATCH" | "DELETE"; body?: unknown; success: string }) =>
      adminApi<unknown>(request.path, { method: request.method, body: request.body }).then(() => request.success),
    onSuccess: (message) => {
      onNotice({ tone: "success", message });
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
    onError: (err) => onNotice({ tone: "error", message: errorMessage(err) }),
  });
}

function InviteForm({ available, onDone }: { available: AdminScope[]; onDone: (n: { tone: "error" | "success"; message: string }) => void }) {
  const { t } = useAdminT();
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [scopes, setScopes] = useState<AdminScope[]>([]);
  const [error, setError] = useState<string | null>(null);
  const mutation = useAccountMutation((n) => {
    onDone(n);
    if (n.tone === "success") {
      setName("");
      setEmail("");
      setScopes([]);
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) return setError(t("users.nameEmailRequired"));
    if (scopes.length === 0) return setError(t("users.scopeRequired"));
    setError(null);
    mutation.mutate({ path: "/api/admin/accounts", method: "POST", body: { name, email, scopes }, success: t("users.invited", { email }) });
  };

  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-800">{t("users.invite")}</summary>
      <form onSubmit={submit} className="space-y-4 border-t border-slate-200 p-4" noValidate>
        <p className="text-sm text-slate-700">{t("users.inviteHelp")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={nameId} className={labelClasses}>
              {t("users.name")}
            </label>
            <input id={nameId} className={`mt-1 ${inputClasses}`} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div>
            <label htmlFor={emailId} className={labelClasses}>
              {t("users.email")}
            </label>
            <input id={emailId} type="email" className={`mt-1 ${inputClasses}`} value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        </div>
        <ScopeChecklist available={available} value={scopes} onChange={setScopes} legend={t("users.permissions")} />
        <FormError tone="error" message={error} />
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
  onNotice: (n: { tone: "error" | "success"; message: string }) => void;
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
          <ul className="mt-2 flex flex-wrap gap-1" aria-label={t("users.permissions")}>
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setScopes(account.scopes);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t("users.editPermissions")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-900">{t("users.editPermissionsOf", { name: account.name })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{t("users.editPermissionsHelp")}</Dialog.Description>
          <div className="mt-4">
            <ScopeChecklist available={choices} value={scopes} onChange={setScopes} legend={t("users.permissions")} />
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" size="sm">
                {t("common.cancel")}
              </Button>
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function UsersRoute() {
  return (
    <RequireScope scope="users:read">
      <UsersPage />
    </RequireScope>
  );
}
