import { BookOpen, Globe, MapPin, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import { toast } from "../../../lib/toast";
import type { StudyGroup } from "../../../../shared/community";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { formatTime, localized } from "../../../lib/format";
import { useRequireMember } from "../../auth/useRequireMember";
import { useGroupMembership, useGroups, useRoster, useRosterDecision } from "../api";
import { communityError } from "./errors";
import { GroupMessage } from "./GroupMessage";

export const DAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** Study groups, each linked to this week's guide; members join, ask to join or leave; leaders see their roster. */
export function Groups() {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const groups = useGroups();
  if (groups.isPending) return <Spinner text={t("common.loading")} />;
  if (groups.isError)
    return (
      <p role="alert" className="text-red-800">
        {t("community.groups.loadError")}
      </p>
    );
  const { guide } = groups.data;
  return (
    <div>
      <p className="text-slate-700">{t("community.groups.intro")}</p>
      {guide && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-slate-800">
          <BookOpen aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            {t("community.groups.thisWeek")}{" "}
            <Link to={`/study/guides/${guide.weekStart}`} className="font-semibold text-brand-700 underline underline-offset-4">
              {localized(guide.title, language)}
            </Link>
          </span>
        </p>
      )}
      {groups.data.groups.length === 0 && <p className="mt-6 text-slate-700">{t("community.groups.empty")}</p>}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {groups.data.groups.map((group) => (
          <GroupCard key={group.id} group={group} guideWeek={guide?.weekStart ?? null} />
        ))}
      </div>
    </div>
  );
}

function GroupCard({ group, guideWeek }: { group: StudyGroup; guideWeek: string | null }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const requireMember = useRequireMember();
  const membership = useGroupMembership();
  const [showRoster, setShowRoster] = useState(false);
  const name = localized(group.name, language);
  const full = group.memberCount >= group.capacity;
  const fail = (err: unknown) => toast.error(communityError(t, err));
  const join = () =>
    requireMember(() =>
      membership.mutate(
        { groupId: group.id, join: true },
        {
          onSuccess: ({ group: joined }) => toast.success(t(joined.myStatus === "pending" ? "community.groups.requested" : "community.groups.joined", { name })),
          onError: fail,
        },
      ),
    );
  return (
    <article aria-labelledby={`group-${group.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="group">
      <h3 id={`group-${group.id}`} className="text-xl font-bold text-brand-900">
        {name}
      </h3>
      <p className="mt-1 text-slate-700">{localized(group.topic, language)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
        <dt className="font-semibold">{t("community.groups.when")}</dt>
        <dd>{t("community.groups.weekly", { day: t(`days.${DAY_KEYS[group.dayOfWeek] ?? "sunday"}`), time: formatTime(group.time, language) })}</dd>
        {group.leaderName && (
          <>
            <dt className="font-semibold">{t("community.groups.leader")}</dt>
            <dd>{group.leaderName}</dd>
          </>
        )}
        <dt className="font-semibold">{t("community.groups.language")}</dt>
        <dd>{t(`community.groups.languages.${group.language}`)}</dd>
        <dt className="font-semibold">{t("community.groups.size")}</dt>
        <dd className="flex items-center gap-1">
          <Users aria-hidden="true" className="size-4" />
          {t("community.groups.members", { count: group.memberCount, capacity: group.capacity })}
        </dd>
      </dl>
      {group.place && (
        <p className="mt-2 flex items-center gap-1 text-sm text-slate-800">
          <MapPin aria-hidden="true" className="size-4" />
          {(language === "es" && group.placeEs) || group.place}
        </p>
      )}
      {group.onlineUrl && (
        <p className="mt-1 flex items-center gap-1 text-sm">
          <Globe aria-hidden="true" className="size-4" />
          <a href={group.onlineUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
            {t("community.groups.online")} <span className="sr-only">{t("common.opensInNewTab")}</span>
          </a>
        </p>
      )}
      {guideWeek && (
        <p className="mt-1 text-sm">
          <Link to={`/study/guides/${guideWeek}`} className="text-brand-700 underline underline-offset-2">
            {t("community.groups.guideLink")}
          </Link>
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">{t(`community.groups.policy.${group.joinPolicy}`)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {group.myStatus === "member" && (
          <>
            <span className="text-sm font-semibold text-green-800">{t("community.groups.youAreIn")}</span>
            <ConfirmButton
              label={t("community.groups.leave")}
              title={t("community.groups.leaveTitle", { name })}
              description={t("community.groups.leaveBody")}
              confirmLabel={t("community.groups.leave")}
              cancelLabel={t("community.keep")}
              onConfirm={() => membership.mutate({ groupId: group.id, join: false }, { onError: fail })}
            />
          </>
        )}
        {group.myStatus === "pending" && (
          <>
            <span className="text-sm font-semibold text-amber-900">{t("community.groups.pending")}</span>
            <Button size="sm" variant="outline" onClick={() => membership.mutate({ groupId: group.id, join: false }, { onError: fail })}>
              {t("community.groups.withdraw")}
            </Button>
          </>
        )}
        {group.myStatus === null && (
          <Button size="sm" disabled={membership.isPending || (full && group.joinPolicy === "open")} onClick={join} aria-label={`${t(group.joinPolicy === "open" ? "community.groups.join" : "community.groups.ask")}: ${name}`}>
            {full && group.joinPolicy === "open" ? t("community.groups.full") : t(group.joinPolicy === "open" ? "community.groups.join" : "community.groups.ask")}
          </Button>
        )}
        {group.canLead && (
          <Button size="sm" variant="outline" aria-expanded={showRoster} onClick={() => setShowRoster((v) => !v)}>
            {t("community.groups.roster")}
          </Button>
        )}
      </div>
      {group.canLead && showRoster && <Roster groupId={group.id} />}
    </article>
  );
}

function Roster({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const roster = useRoster(groupId, true);
  const decide = useRosterDecision(groupId);
  const fail = (err: unknown) => toast.error(communityError(t, err));
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h4 className="font-bold text-brand-900">{t("community.groups.roster")}</h4>
      {roster.isPending && <Spinner text={t("common.loading")} />}
      {roster.isError && (
        <p role="alert" className="text-red-800">
          {communityError(t, roster.error)}
        </p>
      )}
      {roster.data?.length === 0 && <p className="mt-2 text-sm text-slate-700">{t("community.groups.noMembers")}</p>}
      <ul className="mt-2 flex flex-col gap-2">
        {roster.data?.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-semibold">{m.name}</span> · <a href={`mailto:${m.email}`} className="underline">{m.email}</a>
              {m.status === "pending" && ` · ${t("community.groups.waiting")}`}
            </span>
            <span className="flex gap-2">
              {m.status === "pending" && (
                <Button size="sm" onClick={() => decide.mutate({ userId: m.userId, approve: true }, { onError: fail })}>
                  {t("community.groups.approve")}
                </Button>
              )}
              <ConfirmButton
                label={m.status === "pending" ? t("community.groups.decline") : t("community.groups.remove")}
                title={t("community.groups.removeTitle", { name: m.name })}
                description={t("community.groups.removeBody")}
                confirmLabel={m.status === "pending" ? t("community.groups.decline") : t("community.groups.remove")}
                cancelLabel={t("community.cancel")}
                onConfirm={() => decide.mutate({ userId: m.userId, approve: false }, { onError: fail })}
              />
            </span>
          </li>
        ))}
      </ul>
      <GroupMessage groupId={groupId} />
    </div>
  );
}
