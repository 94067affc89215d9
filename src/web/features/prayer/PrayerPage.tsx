import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { useAccount } from "../auth/account";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { useRequireMember } from "../auth/useRequireMember";
import { usePrayerWall, useReportedPrayers, useSavePrayer } from "./api";
import { Dialog } from "../../components/ui/Dialog";
import { PrayerCard } from "./components/PrayerCard";
import { PrayerForm } from "./components/PrayerForm";
import { TitledSection } from "../../components/ui/TitledSection";

/** /prayer: the wall, newest first; members share requests and press "I'm praying". */
export function PrayerPage() {
  const intro = usePageIntro("prayer");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageIntro text={intro} />
      <PrayerBoard label={intro.title} />
    </div>
  );
}

/** Under the page's heading: "Share a prayer request", the wall (labelled `label`) and, for moderators, the reports. */
export function PrayerBoard({ label }: { label: string }) {
  const { t } = useTranslation();
  const { user, loading, isModerator } = useAccount();
  const signedIn = Boolean(user);
  const wall = usePrayerWall(signedIn);
  const requireMember = useRequireMember();
  const save = useSavePrayer();
  const [sharing, setSharing] = useState(false);
  const requests = wall.data?.pages.flatMap((p) => p.requests) ?? [];

  return (
    <>
      <Button className="mt-6" onClick={() => requireMember(() => setSharing(true))} disabled={loading} data-testid="share-prayer">
        <Plus aria-hidden="true" className="size-5" />
        {t("prayer.share")}
      </Button>
      <Dialog open={sharing} onOpenChange={setSharing} title={t("prayer.form.newTitle")}>
        <PrayerForm
          onSubmit={async (input) => {
            const { request } = await save.mutateAsync({ input });
            setSharing(false);
            const key =
              request.visibility === "pastors" ? "prayer.form.postedPastors" : request.status === "pending" ? "prayer.form.postedPending" : "prayer.form.posted";
            toast.success(t(key));
          }}
        />
      </Dialog>

      <section aria-label={label} className="mt-8" aria-busy={wall.isPending}>
        {wall.isPending && <Spinner text={t("common.loading")} />}
        {wall.isError && (
          <p role="alert" className="text-red-800">
            {t("prayer.loadError")}
          </p>
        )}
        {wall.isSuccess && requests.length === 0 && <p className="text-slate-700">{t("prayer.empty")}</p>}
        <div className="flex flex-col gap-4">
          {requests.map((request) => (
            <PrayerCard key={request.id} request={request} signedIn={signedIn} />
          ))}
        </div>
        {wall.hasNextPage && (
          <Button variant="outline" className="mt-6" onClick={() => void wall.fetchNextPage()} disabled={wall.isFetchingNextPage}>
            {t("prayer.loadMore")}
          </Button>
        )}
      </section>
      {isModerator && <ReportedRequests />}
    </>
  );
}

/** Moderators (member role) see what members reported, to raise it with the prayer team. */
function ReportedRequests() {
  const { t } = useTranslation();
  const reports = useReportedPrayers(true);
  return (
    <TitledSection id="reported-heading" title={t("prayer.reports.title")} className="mt-12 rounded-2xl border border-amber-200 bg-amber-50 p-5">
      <p className="mt-1 text-sm text-slate-700">{t("prayer.reports.intro")}</p>
      {reports.isPending && <Spinner text={t("common.loading")} />}
      {reports.data?.reported.length === 0 && <p className="mt-3">{t("prayer.reports.none")}</p>}
      <ul className="mt-3 flex flex-col gap-3">
        {reports.data?.reported.map(({ request, reports: list }) => (
          <li key={request.id} className="rounded-lg bg-white p-3">
            <p className="font-semibold">{request.title ?? t(`prayer.category.${request.category}`)}</p>
            <p className="whitespace-pre-line break-words text-slate-800">{request.body}</p>
            <p className="mt-1 text-sm text-slate-700">
              {t("prayer.reports.count", { count: list.length })}
              {list.filter((r) => r.reason).map((r) => ` · ${r.reason ?? ""}`)}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
