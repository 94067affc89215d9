import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { can } from "../../../shared/admin-scopes";
import { PageLoader } from "../../app/PageLoader";
import { Button } from "../../components/ui/Button";
import { ADMIN_SESSION_KEY, adminApi, useAdminSession } from "./api";
import { ADMIN_NAV } from "./nav";
import { useAdminT } from "./useAdminT";

/**
 * /admin and its sections: signed-out visitors go to /admin/login (the page they wanted is remembered);
 * signed-in admins get the sidebar with the sections their scopes open.
 */
export function AdminPortal() {
  const { t } = useAdminT();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();

  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;

  const { admin } = session.data;
  const items = ADMIN_NAV.filter((item) => !item.scope || can(admin.scopes, item.scope));
  const signOut = async () => {
    await adminApi("/api/admin/auth/logout", { method: "POST" }).catch(() => undefined);
    queryClient.setQueryData(ADMIN_SESSION_KEY, null);
    queryClient.removeQueries({ queryKey: ["admin"], predicate: (q) => q.queryKey[1] !== "session" });
    void navigate("/admin/login", { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <aside className="lg:w-60 lg:shrink-0">
        <nav aria-label={t("nav.label")} className="rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {items.map(({ path, labelKey, icon: Icon }) => (
              <li key={path}>
                <NavLink
                  to={path ? `/admin/${path}` : "/admin"}
                  end={path === ""}
                  className={({ isActive }) =>
                    `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                      isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50"
                    }`
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-t border-slate-200 px-3 pt-3 pb-1 text-sm">
            <p className="font-semibold text-slate-900" data-testid="admin-name">
              {admin.name}
            </p>
            <p className="truncate text-slate-600">{admin.email}</p>
            <Button variant="ghost" size="sm" className="mt-2 -ml-3 text-slate-800" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              {t("signOut")}
            </Button>
          </div>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
