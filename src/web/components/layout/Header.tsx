import { Shield } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { UserMenu } from "../../features/auth/UserMenu";
import { useChurchName } from "../../lib/site";
import { Menu, MenuItem } from "../ui/Menu";
import { HeaderNav } from "./header/HeaderNav";
import { WatchLiveButton } from "./header/WatchLiveButton";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LogoMark } from "./Logo";
import { MobileMenu } from "./MobileMenu";

const menuContent = "z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg";

/** A name this long gets a smaller type below the small breakpoint, and no logo beside it, so it fits in three lines. */
const LONG_NAME = 28;

/**
 * The site header (issue 23): nothing in it wraps or is cut, in either language, from 320 to 1920 px. The church's
 * name is never shortened: from the extra-large breakpoint it keeps one line and the main links that do not fit
 * beside it move into the "More" menu (HeaderNav); below it the links live in the side menu and a long name may
 * take up to three lines on a phone, the header growing with it.
 */
export function Header() {
  const { t } = useTranslation();
  const { data: name } = useChurchName();
  const churchName = name ?? t("common.churchFallbackName");
  const long = churchName.length > LONG_NAME;
  const nameSize = long ? "text-xs sm:text-base xl:text-lg" : "text-sm sm:text-lg";

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-screen-2xl items-center gap-3 px-4 py-1.5">
        <Link
          to="/"
          className="flex min-w-0 flex-1 items-center gap-2 xl:flex-none xl:shrink-0"
          aria-label={t("nav.homeAria", { name: churchName })}
          data-testid="brand"
        >
          {/* On a phone a long name needs the logo's room more than the logo does. */}
          <LogoMark className={`size-8 shrink-0 sm:size-9 ${long ? "max-sm:hidden" : ""}`} />
          <span data-testid="brand-name" className={`min-w-0 font-bold leading-tight text-brand-800 [overflow-wrap:anywhere] xl:whitespace-nowrap ${nameSize}`}>
            {churchName}
          </span>
        </Link>

        <HeaderNav />

        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitcher />
          <WatchLiveButton />
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
 * The item is rendered each time the menu opens, so it reads the cookie as it is then.
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
