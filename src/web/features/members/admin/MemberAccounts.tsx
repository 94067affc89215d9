import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Role } from "../../../../shared/account-constants";
import type { AdminScope } from "../../../../shared/admin-scopes";
import type { AdminMember, AdminMemberPage } from "../../../../shared/members";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { adminApi } from "../../admin/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { ScopeChecklist } from "../../admin/components/ScopeChecklist";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

type Notice = { tone: "error" | "success"; message: string } | null;

function withRole(roles: Role[], role: Role, on: boolean): Role[] {
  return on ? [...new Set([...roles, role])] : roles.filter((r) => r !== role);
}

/**
 * One step from a member to an admin-portal account: the admin invitation (POST /api/admin/accounts) with the
 * member's name and email filled in and the permissions chosen here; the member gets the usual invitation email.
 */
function PortalInvite({ member, available, onNotice }: { member: AdminMember; available: readonly AdminScope[]; onNotice: (n: Notice) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState(member.fullName);
  const [scopes, setScopes] = useState<AdminScope[]>([]);
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => adminApi<unknown>("/api/admin/accounts", { method: "POST", body: { name: name.trim(), email: member.email, scopes } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "members"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "accounts"] });
      onNotice({ tone: "success", message: t("users.invited", { email: member.email }) });
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t("users.nameEmailRequired"));
    if (scopes.length === 0) return setError(t("users.scopeRequired"));
    setError(null);
    invite.mutate();
  };
  return (
    <details className="w-full rounded-lg border border-slate-200" data-testid="portal-invite">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-800">{t("members.portal.invite")}</summary>
      <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 p-3">
        <p className="text-sm text-slate-700">{t("members.portal.help", { email: member.email })}</p>
        <div>
          <label htmlFor={nameId} className={labelClasses}>
            {t("users.name")}
          </label>
          <input id={nameId} className={`mt-1 ${inputClasses}`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <ScopeChecklist available={available} value={scopes} onChange={setScopes} legend={t("users.permissions")} />
        <FormError tone="error" message={error} />
        <Button type="submit" size="sm" disabled={invite.isPending}>
          {t("users.sendInvite")}
        </Button>
      </form>
    </details>
  );
}

function MemberRow({
  member,
  mayWrite,
  available,
  onNotice,
}: {
  member: AdminMember;
  mayWrite: boolean;
  available: readonly AdminScope[];
  onNotice: (n: Notice) => void;
}) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ path, body }: { path: "roles" | "status"; body: unknown }) =>
      adminApi<{ member: AdminMember }>(`/api/admin/members/${encodeURIComponent(member.id)}/${path}`, { method: "PUT", body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "members"] });
      onNotice({ tone: "success", message: t("members.saved", { name: member.fullName }) });
    },
    onError: (error) => onNotice({ tone: "error", message: errorMessage(error) }),
  });
  const setRole = (role: Role, on: boolean) => change.mutate({ path: "roles", body: { roles: withRole(member.roles, role, on) } });

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="admin-member">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {member.fullName}
          {member.username ? <span className="ml-2 text-sm font-normal text-slate-600">@{member.username}</span> : null}
        </p>
        <p className="truncate text-sm text-slate-700">{member.email}</p>
        {member.phone ? <p className="text-sm text-slate-700">{member.phone}</p> : null}
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
          {member.roles.map((role) => (
            <span key={role} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
              {t(`members.roles.${role}`)}
            </span>
          ))}
          {member.disabled ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900">{t("members.disabled")}</span> : null}
          {!member.emailVerified ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-800">{t("members.unconfirmed")}</span> : null}
          {member.portalAccount ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">{t("members.portal.has")}</span> : null}
        </p>
      </div>
      {mayWrite ? (
        <div className="flex flex-wrap gap-2">
          {(["admin", "moderator"] as const).map((role) => {
            const has = member.roles.includes(role);
            return (
              <Button key={role} variant="outline" size="sm" disabled={change.isPending} onClick={() => setRole(role, !has)}>
                {t(has ? `members.remove.${role}` : `members.grant.${role}`)}
              </Button>
            );
          })}
          {member.disabled ? (
            <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate({ path: "status", body: { disabled: false } })}>
              {t("members.enable")}
            </Button>
          ) : (
            <ConfirmButton
              label={t("members.disable")}
              title={t("members.disableTitle", { name: member.fullName })}
              description={t("members.disableBody")}
              confirmLabel={t("members.disable")}
              onConfirm={() => change.mutate({ path: "status", body: { disabled: true } })}
            />
          )}
        </div>
      ) : null}
      {mayWrite && available.length > 0 && !member.portalAccount && !member.disabled ? (
        <PortalInvite member={member} available={available} onNotice={onNotice} />
      ) : null}
    </li>
  );
}

/** The users page's member accounts: search, admin and moderator roles, disabling an account. */
export function MemberAccounts({ mayWrite, available = [] }: { mayWrite: boolean; available?: readonly AdminScope[] }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [notice, setNotice] = useState<Notice>(null);
  const list = useQuery({
    queryKey: ["admin", "members", query.q, query.page],
    queryFn: ({ signal }) =>
      adminApi<AdminMemberPage>(`/api/admin/members?${new URLSearchParams({ q: query.q, page: String(query.page) }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: typed.trim(), page: 1 });
  };
  const pageCount = list.data?.pageCount ?? 1;

  return (
    <section aria-labelledby={`${searchId}-heading`} className="mt-10">
      <h2 id={`${searchId}-heading`} className="text-xl font-bold text-brand-900">
        {t("members.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("members.intro")}</p>
      <form role="search" onSubmit={search} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className={labelClasses}>
            {t("members.search")}
          </label>
          <input id={searchId} type="search" className={`mt-1 ${inputClasses}`} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("members.searchButton")}
        </Button>
      </form>
      <div className="my-4" aria-live="polite">
        <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormError tone="error" message={errorMessage(list.error)} /> : null}
      {list.data ? <p className="mb-3 text-sm text-slate-700">{t("members.count", { count: list.data.total })}</p> : null}
      <ul className="space-y-3">
        {list.data?.members.map((member) => (
          <MemberRow key={member.id} member={member} mayWrite={mayWrite} available={available} onNotice={setNotice} />
        ))}
      </ul>
      {pageCount > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={query.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>
            {t("members.previous")}
          </Button>
          <span>{t("members.pageOf", { page: query.page, pages: pageCount })}</span>
          <Button variant="outline" size="sm" disabled={query.page >= pageCount} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
            {t("members.next")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
