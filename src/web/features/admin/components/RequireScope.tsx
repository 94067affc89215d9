import type { ReactNode } from "react";
import { DashboardLink } from "./DashboardLink";
import { can, type AdminScope } from "../../../../shared/admin-scopes";
import { useAdminSession } from "../api";
import { useAdminT } from "../useAdminT";

/** A signed-in admin without the page's scope sees a clear "no access" page, not an empty one. */
export function RequireScope({ scope, children }: { scope: AdminScope; children: ReactNode }) {
  const { t } = useAdminT();
  const { data } = useAdminSession();
  if (data && can(data.admin.scopes, scope)) return children;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-8">
      <h1 className="text-2xl font-bold text-brand-900">{t("noAccess.title")}</h1>
      <p className="mt-3 text-slate-700">{t("noAccess.body")}</p>
      <DashboardLink label={t("noAccess.back")} />
    </section>
  );
}
