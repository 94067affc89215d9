import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Role } from "../../../../shared/account-constants";
import type { AdminScope } from "../../../../shared/admin-scopes";
import { type AdminMember, memberSearchQuery } from "../../../../shared/members";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useMemberChange, useMembers } from "./api";
import { type Notice, PortalInvite } from "./PortalInvite";

function withRole(roles: Role[], role: Role, on: boolean): Role[] {
  return on ? [...new Set([...roles, role])] : roles.filter((r) => r !== role);
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
  const memberChange = useMemberChange(member.id);
  const change = {
    isPending: memberChange.isPending,
    mutate: (input: { path: "roles" | "status"; body: unknown }) =>
      memberChange.mutate(input, {
        onSuccess: () => onNotice({ tone: "success", message: t("members.saved", { name: member.fullName }) }),
        onError: (error) => onNotice({ tone: "error", message: errorMessage(error) }),
      }),
  };
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
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("members.websiteRoles")}>
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
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [notice, setNotice] = useState<Notice>(null);
  const list = useMembers(query.q, query.page);
  const form = useForm<z.input<typeof memberSearchQuery>, unknown, z.output<typeof memberSearchQuery>>({
    resolver: zodResolver(memberSearchQuery),
    defaultValues: { q: "" },
  });
  const search = form.handleSubmit(({ q }) => setQuery({ q, page: 1 }));
  const pageCount = list.data?.pageCount ?? 1;

  return (
    <section aria-labelledby={`${searchId}-heading`} className="mt-10">
      <h2 id={`${searchId}-heading`} className="text-xl font-bold text-brand-900">
        {t("members.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("members.intro")}</p>
      <p className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="website-roles-hint">
        {t("members.rolesHint")}
      </p>
      <form role="search" noValidate onSubmit={(e) => void search(e)} className="mt-4 flex flex-wrap items-end gap-3">
        <Field type="search" className="min-w-0 flex-1" label={t("members.search")} maxLength={100} {...form.register("q")} />
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
