import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { NavLink as RouterNavLink } from "react-router";
import { ACCOUNT_LINKS, MAIN_LINKS, MOBILE_EXTRA_LINKS, RESOURCE_LINKS, type NavLink } from "../../app/navigation";
import { useAccount, useSignOut } from "../../features/auth/account";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`;

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button: focus goes back to it when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The side menu itself (Radix Dialog), fetched the first time someone opens it. */
export function MobileMenuPanel({ open, onOpenChange, trigger }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const { user, isAdmin } = useAccount();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const links = (items: NavLink[]) =>
    items.map((link) => (
      <li key={link.to}>
        <RouterNavLink to={link.to} end={link.to === "/"} className={linkClass} onClick={close}>
          {t(link.labelKey)}
        </RouterNavLink>
      </li>
    ));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t("nav.menu")}</Dialog.Title>
            <Dialog.Close aria-label={t("nav.closeMenu")} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("nav.menuDescription")}</Dialog.Description>
          <nav aria-label={t("nav.mobile")}>
            <ul className="space-y-1">{links([...MAIN_LINKS, ...MOBILE_EXTRA_LINKS])}</ul>
            <p className="mt-4 px-3 text-xs font-bold uppercase tracking-wide text-slate-500">{t("nav.resources")}</p>
            <ul className="mt-1 space-y-1">{links(RESOURCE_LINKS)}</ul>
            {user ? (
              <div className="mt-4 border-t border-slate-200 pt-4">
                <p className="truncate px-3 text-sm font-semibold text-slate-700">{user.email}</p>
                <ul className="mt-1 space-y-1">
                  {links(ACCOUNT_LINKS)}
                  {isAdmin && links([{ to: "/admin-access", labelKey: "nav.adminPortal" }])}
                  <li>
                    <button
                      type="button"
                      className="block w-full rounded-lg px-3 py-2.5 text-left text-base font-semibold text-slate-800 hover:bg-slate-100"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                    >
                      {t("nav.signOut")}
                    </button>
                  </li>
                </ul>
              </div>
            ) : (
              <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
                {links([
                  { to: "/auth", labelKey: "nav.memberLogin" },
                  { to: "/admin/login", labelKey: "nav.adminLogin" },
                ])}
              </ul>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
