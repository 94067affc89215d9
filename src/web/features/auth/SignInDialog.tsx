import { Tabs } from "radix-ui";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation, useNavigate } from "react-router";
import { Dialog } from "../../components/ui/Dialog";
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

interface SignInDialogProps {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onOpenChange: (open: boolean) => void;
}

/** SPEC.md section 2: the sign-in dialog with four tabs, at most 90% of the viewport high, scrolling inside (ui/Dialog, its X last). */
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
    <Dialog open={open} onOpenChange={onOpenChange} title={t("auth.dialog.title")} description={t("auth.dialog.description")} size="sm" testId="sign-in-dialog">
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
        <Tabs.List aria-label={t("auth.dialog.tabsLabel")} className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4">
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="min-w-0 rounded-md px-2 py-2 text-xs font-semibold break-words text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow sm:text-sm"
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
    </Dialog>
  );
}
