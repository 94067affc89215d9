import { ChevronDown } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { NavLink as RouterNavLink } from "react-router";
import { MAIN_LINKS, RESOURCE_LINKS } from "../../../app/navigation";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "../../ui/Menu";
import { useHeaderFit } from "./useHeaderFit";

const menuContent = "z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg";
const itemClasses = "shrink-0 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold";
const triggerClasses = "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold";

/**
 * The header's main links from the extra-large breakpoint up (below it the side menu has them). The row never
 * wraps: the links that do not fit beside the church's name and the buttons move, from the end, into the menu
 * at the end of the row, which then reads "More" and lists them above the Resources pages (issue 23).
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { navRef, measureRef, visible, measured } = useHeaderFit(MAIN_LINKS.length);
  const shown = MAIN_LINKS.slice(0, visible);
  const moved = MAIN_LINKS.slice(visible);
  const label = moved.length > 0 ? t("nav.more") : t("nav.resources");

  return (
    <nav
      ref={navRef}
      aria-label={t("nav.main")}
      data-tour="main-nav"
      data-testid="header-nav"
      data-fit={measured ? "measured" : "pending"}
      className={`relative hidden min-w-0 flex-1 items-center gap-1 xl:flex ${measured ? "" : "overflow-hidden"}`}
    >
      {/* Every link and both menu words at their one-line width, for useHeaderFit to measure; never seen. */}
      <div aria-hidden="true" className="pointer-events-none invisible absolute left-0 top-0 h-0 w-0 overflow-hidden">
        <div ref={measureRef} className="flex w-max">
          {MAIN_LINKS.map((link) => (
            <span key={link.to} data-fit-item className={itemClasses}>
              {t(link.labelKey)}
            </span>
          ))}
          <span data-fit-resources className={triggerClasses}>
            {t("nav.resources")}
            <ChevronDown className="size-4" />
          </span>
          <span data-fit-more className={triggerClasses}>
            {t("nav.more")}
            <ChevronDown className="size-4" />
          </span>
        </div>
      </div>
      {shown.map((link) => (
        <RouterNavLink
          key={link.to}
          to={link.to}
          end={link.to === "/"}
          data-tour={`nav-${link.to.slice(1) || "home"}`}
          data-nav-item
          className={({ isActive }) => `${itemClasses} hover:bg-brand-50 ${isActive ? "text-brand-700" : "text-slate-700"}`}
        >
          {t(link.labelKey)}
        </RouterNavLink>
      ))}
      <div className="shrink-0">
        <Menu
          trigger={{ "data-tour": "resources", className: `${triggerClasses} text-slate-700 hover:bg-brand-50` }}
          triggerContent={
            <>
              {label}
              <ChevronDown aria-hidden="true" className="size-4" />
            </>
          }
          contentClassName={menuContent}
        >
          {moved.map((link) => (
            <MenuItem key={link.to} to={link.to}>
              {t(link.labelKey)}
            </MenuItem>
          ))}
          {moved.length > 0 && (
            <>
              <MenuSeparator />
              <MenuLabel>{t("nav.resources")}</MenuLabel>
            </>
          )}
          {RESOURCE_LINKS.map((link) => (
            <MenuItem key={link.to} to={link.to}>
              {t(link.labelKey)}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </nav>
  );
}
