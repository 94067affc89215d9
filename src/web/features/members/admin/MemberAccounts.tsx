import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Role } from "../../../../shared/account-constants";
import type { AdminMember, AdminMemberPage } from "../../../../shared/members";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { adminApi } from "../../admin/api";
import { ConfirmButton } from "../../admin/components/ConfirmButton";
import { FormAlert } from "../../admin/components/FormAlert";
import { inputClasses, labelClasses } from "../../admin/components/fields";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";

type Notice = { tone: "error" | "success"; message: string } | null;

function withRole(roles: Role[], role: Role, on: boolean): Role[] {
  return on ? [...new Set([...roles, role])] : roles.filter((r) => r !== role);
}

function MemberRow({ member, mayWrite, onNotice }: { member: AdminMember; mayWrite: boolean; onNotice: (n: Notice) => void }) {
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
    </li>
  );
}

/** The users page's member accounts: search, admin and moderator roles, disabling an account. */
export function MemberAccounts({ mayWrite }: { mayWrite: boolean }) {
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
          <input id={searchId} type="search" className={inputClasses} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("members.searchButton")}
        </Button>
      </form>
      <div className="my-4" aria-live="polite">
        <FormAlert tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormAlert tone="error" message={errorMessage(list.error)} /> : null}
      {list.data ? <p className="mb-3 text-sm text-slate-700">{t("members.count", { count: list.data.total })}</p> : null}
      <ul className="space-y-3">
        {list.data?.members.map((member) => (
          <MemberRow key={member.id} member={member} mayWrite={mayWrite} onNotice={setNotice} />
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
