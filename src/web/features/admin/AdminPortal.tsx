import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, LogOut } from "lucide-react";
import { useId, useState } from "react";
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
  // On a phone the sections fold behind one button, so a page's own content comes first; from lg they stay open.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;

  const { admin } = session.data;
  const items = ADMIN_NAV.filter((item) => !item.scope || can(admin.scopes, item.scope));
  const section = location.pathname.replace(/^\/admin\/?/, "").split("/")[0] ?? "";
  const current = items.find(({ path }) => path === section) ?? items[0];
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
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span>
              <span className="block text-xs font-medium text-slate-600">{t("nav.menu")}</span>
              {current ? t(current.labelKey) : null}
            </span>
            <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${menuOpen ? "rotate-180" : ""}`} />
          </button>
          <div id={menuId} className={menuOpen ? "mt-1 border-t border-slate-200 pt-2 lg:mt-0 lg:border-0 lg:pt-0" : "hidden lg:block"}>
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {items.map(({ path, labelKey, icon: Icon }) => (
                <li key={path}>
                  <NavLink
                    to={path ? `/admin/${path}` : "/admin"}
                    end={path === ""}
                    onClick={() => setMenuOpen(false)}
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
          </div>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
