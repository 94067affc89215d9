import { ChevronDown, Radio, Shield } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink as RouterNavLink } from "react-router";
import { MAIN_LINKS, RESOURCE_LINKS } from "../../app/navigation";
import { UserMenu } from "../../features/auth/UserMenu";
import { useSiteSettings } from "../../lib/site";
import { buttonClasses } from "../ui/Button";
import { Menu, MenuItem } from "../ui/Menu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LogoMark } from "./Logo";
import { MobileMenu } from "./MobileMenu";

const menuContent = "z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg";

export function Header() {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  const churchName = site?.name ?? t("common.churchFallbackName");

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={t("nav.homeAria", { name: churchName })}>
          <LogoMark />
          <span className="truncate text-base font-bold text-brand-800 sm:text-lg">{churchName}</span>
        </Link>

        <nav aria-label={t("nav.main")} data-tour="main-nav" className="hidden items-center gap-1 xl:flex">
          {MAIN_LINKS.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              data-tour={`nav-${link.to.slice(1) || "home"}`}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold hover:bg-brand-50 ${isActive ? "text-brand-700" : "text-slate-700"}`
              }
            >
              {t(link.labelKey)}
            </RouterNavLink>
          ))}
          <Menu
            trigger={{
              "data-tour": "resources",
              className: "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50",
            }}
            triggerContent={
              <>
                {t("nav.resources")}
                <ChevronDown aria-hidden="true" className="size-4" />
              </>
            }
            contentClassName={menuContent}
          >
            {RESOURCE_LINKS.map((link) => (
              <MenuItem key={link.to} to={link.to}>
                {t(link.labelKey)}
              </MenuItem>
            ))}
          </Menu>
        </nav>

        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <Link to="/watch" className={`${buttonClasses("primary", "sm")} max-sm:w-9 max-sm:px-0`} data-tour="watch-live">
            <Radio aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t("nav.watchLiveButton")}</span>
          </Link>
          <div className="hidden items-center xl:flex">
            <AdminMenu />
          </div>
          <UserMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * Admin sign-in lives in its own realm (SPEC.md section 6). A signed-in admin gets the Admin Portal link; the
 * session cookie is HttpOnly, so the header reads a secret-free hint cookie set beside it (no request needed).
 * The item is drawn each time the menu opens, so it reads the cookie as it is then.
 */
function AdminMenu() {
  const { t } = useTranslation();
  return (
    <Menu
      trigger={{ "aria-label": t("nav.adminMenu"), className: "inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5" }}
      triggerContent={<Shield aria-hidden="true" className="size-5" />}
      align="end"
      contentClassName={menuContent}
    >
      <AdminMenuItem />
    </Menu>
  );
}

function AdminMenuItem() {
  const { t } = useTranslation();
  const signedIn = /(?:^|;\s*)(?:__Host-)?admin_signed_in=1/.test(document.cookie);
  return signedIn ? <MenuItem to="/admin">{t("nav.adminPortal")}</MenuItem> : <MenuItem to="/admin/login">{t("nav.adminLogin")}</MenuItem>;
}
