import { Loader2, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { startTour } from "../tour/tour-events";
import { useAccount, useSignOut } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

const menuContent = "z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg";
const menuItem = "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-brand-50";

/**
 * SPEC.md section 2: signed in, the member's email with Sign out (and Admin Portal for admins); signed out,
 * Member Login and Admin Login. Until the session is read it shows the spinner with "Loading...".
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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={user ? t("nav.userMenuSignedIn", { email: user.email }) : t("nav.userMenu")}
        data-tour="profile"
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5"
      >
        <UserRound aria-hidden="true" className={`size-5 ${user ? "text-brand-700" : ""}`} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          {user ? (
            <>
              <DropdownMenu.Label className="truncate px-3 py-2 text-sm font-semibold text-slate-700" data-testid="member-email">
                {user.email}
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item asChild className={menuItem}>
                <Link to="/settings">{t("nav.settings")}</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={() => startTour()}>
                {t("nav.takeTour")}
              </DropdownMenu.Item>
              {isAdmin && (
                <DropdownMenu.Item asChild className={menuItem}>
                  <Link to="/admin">{t("nav.adminPortal")}</Link>
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item className={menuItem} onSelect={() => void signOut()}>
                {t("nav.signOut")}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item className={menuItem} onSelect={() => open("signin")}>
                {t("nav.memberLogin")}
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={menuItem}>
                <Link to="/admin/login">{t("nav.adminLogin")}</Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
