import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { useAccount } from "../auth/account";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { startTour } from "../tour/tour-events";
import { ChangeEmailSection } from "./components/ChangeEmailSection";
import { ChangePasswordSection } from "./components/ChangePasswordSection";
import { DeleteAccountSection } from "./components/DeleteAccountSection";
import { NotificationsSection } from "./components/NotificationsSection";
import { PhoneSection } from "./components/PhoneSection";
import { ProfileSection } from "./components/ProfileSection";
import { SettingsCard } from "./components/SettingsCard";
import { withDirectoryStrings } from "../directory/strings";

// The directory's texts and requests load only for signed-in members, in their own chunk.
const ContactDetailsSection = lazy(withDirectoryStrings(() => import("../directory/ContactDetailsSection").then((m) => ({ default: m.ContactDetailsSection }))));

/** /settings: the member's own profile, phone, password, email, tour and account. Guests are asked to sign in. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { loading, me } = useAccount();
  const { open } = useAuthDialog();
  const asked = useRef(false);
  // Set once the account is deleted: the page says so, not "please sign in", until the home page comes in.
  const [deleted, setDeleted] = useState(false);
  usePageTitle(t("settings.title"));
  const user = me?.user;
  const profile = me?.profile;

  useEffect(() => {
    if (loading || user || deleted || asked.current) return;
    asked.current = true;
    open("signin");
  }, [loading, user, deleted, open]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t("settings.title")}</h1>
      {deleted ? (
        <p role="status" className="mt-4 text-lg text-slate-700">
          {t("settings.delete.deleted")}
        </p>
      ) : loading ? (
        <Spinner className="mt-8" text={t("common.loading")} />
      ) : !user || !profile ? (
        <div className="mt-4 space-y-4">
          <p className="text-lg text-slate-700">{t("settings.guestBody")}</p>
          <Button onClick={() => open("signin")}>{t("auth.requireMember.signIn")}</Button>
        </div>
      ) : (
        <div className="mt-8 space-y-6">
          <ProfileSection user={user} profile={profile} />
          <PhoneSection user={user} />
          <Suspense fallback={<Spinner />}>
            <ContactDetailsSection />
          </Suspense>
          <NotificationsSection />
          <ChangePasswordSection />
          <ChangeEmailSection email={user.email} />
          <SettingsCard title={t("settings.tour.title")}>
            <p className="text-slate-700">{t("settings.tour.body")}</p>
            <Button variant="outline" className="mt-3 text-brand-800" onClick={() => startTour()}>
              {t("settings.tour.restart")}
            </Button>
          </SettingsCard>
          <DeleteAccountSection onDeleted={() => setDeleted(true)} />
        </div>
      )}
    </section>
  );
}
