import { Loader2, UserRound } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { ACCOUNT_LINKS } from "../../app/navigation";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "../../components/ui/Menu";
import { startTour } from "../tour/tour-events";
import { useAccount, useSignOut } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

const menuContent = "z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg";

/**
 * SPEC.md section 2: signed in, the member's email, their own pages (ACCOUNT_LINKS) and Sign out (and Admin Portal
 * for admins); signed out, Member Login and Admin Login. Until the session is read it shows the spinner with "Loading...".
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { loading, user, isAdmin } = useAccount();
  const signOut = useSignOut();
  const { open } = useAuthDialog();
  if (loading) {
    return (
      <div role="status" className="inline-flex size-10 items-center justify-center">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        <span className="sr-only">{t("common.loading")}</span>
      </div>
    );
  }
  return (
    <Menu
      trigger={{
        "aria-label": user ? t("nav.userMenuSignedIn", { email: user.email }) : t("nav.userMenu"),
        "data-tour": "profile",
        className: "inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5",
      }}
      triggerContent={<UserRound aria-hidden="true" className={`size-5 ${user ? "text-brand-700" : ""}`} />}
      align="end"
      contentClassName={menuContent}
    >
      {user ? (
        <>
          <MenuLabel testId="member-email">{user.email}</MenuLabel>
          <MenuSeparator />
          {ACCOUNT_LINKS.map((link) => (
            <MenuItem key={link.to} to={link.to}>
              {t(link.labelKey)}
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem onSelect={() => startTour()}>{t("nav.takeTour")}</MenuItem>
          {isAdmin && <MenuItem to="/admin-access">{t("nav.adminPortal")}</MenuItem>}
          <MenuItem onSelect={() => void signOut()}>{t("nav.signOut")}</MenuItem>
        </>
      ) : (
        <>
          <MenuItem onSelect={() => open("signin")}>{t("nav.memberLogin")}</MenuItem>
          <MenuItem to="/admin/login">{t("nav.adminLogin")}</MenuItem>
        </>
      )}
    </Menu>
  );
}
