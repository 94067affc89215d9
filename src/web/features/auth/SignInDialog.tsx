import { X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { returnTo, useRefreshAccount } from "./account";
import type { AuthTab } from "./auth-tab";
import { GuestTab } from "./components/GuestTab";
import { MagicLinkTab } from "./components/MagicLinkTab";
import { SignInTab } from "./components/SignInTab";
import { SignUpTab } from "./components/SignUpTab";

const TABS: AuthTab[] = ["guest", "signin", "magic", "signup"];
const TAB_LABELS: Record<AuthTab, string> = {
  guest: "auth.tabs.guest",
  signin: "auth.tabs.signin",
  magic: "auth.tabs.magic",
  signup: "auth.tabs.signup",
};

export interface SignInDialogProps {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onOpenChange: (open: boolean) => void;
}

/** SPEC.md section 2: the sign-in dialog with four tabs, at most 90% of the viewport high, scrolling inside. */
export function SignInDialog({ open, tab, onTabChange, onOpenChange }: SignInDialogProps) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  const signedIn = () => {
    void refresh();
    close();
    if (pathname.startsWith("/auth")) void navigate(returnTo.take(), { replace: true });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="sign-in-dialog"
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
        >
          <div className="mb-1 flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold text-brand-900">{t("auth.dialog.title")}</Dialog.Title>
            <Dialog.Close aria-label={t("auth.dialog.close")} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/5">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-3 text-sm text-slate-700">{t("auth.dialog.description")}</Dialog.Description>
          <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
            <Tabs.List aria-label={t("auth.dialog.tabsLabel")} className="mb-4 grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
              {TABS.map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="rounded-md px-1 py-2 text-xs font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow sm:text-sm"
                >
                  {t(TAB_LABELS[value])}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="guest">
              <GuestTab onDone={close} />
            </Tabs.Content>
            <Tabs.Content value="signin">
              <SignInTab onSignedIn={signedIn} />
            </Tabs.Content>
            <Tabs.Content value="magic">
              <MagicLinkTab />
            </Tabs.Content>
            <Tabs.Content value="signup">
              <SignUpTab onCreated={() => onTabChange("signin")} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
