import { useState } from "react";
import type { AdminGroup } from "../../../../shared/community";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { formatClockTime } from "../../../../shared/date-format";
import { AdminRoster } from "./AdminRoster";
import { useAdminGroups } from "./api";
import { cardClasses, DAYS } from "./form-parts";
import { GroupForm } from "./GroupForm";

/** The study groups: each with its schedule, leader and members; new and edited here. */
export function GroupsTab() {
  const { t, i18n } = useAdminT();
  const lang = i18n.language.startsWith("es") ? "es" : "en";
  const groups = useAdminGroups();
  const [editing, setEditing] = useState<AdminGroup | "new" | null>(null);
  const [rosterOf, setRosterOf] = useState<string | null>(null);
  return (
    <div>
      {editing === null && (
        <Button className="mb-4" onClick={() => setEditing("new")}>
          {t("communityAdmin.groups.new")}
        </Button>
      )}
      {editing !== null && <GroupForm group={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {groups.isPending && <Spinner text={t("common.loading")} />}
      {groups.data?.length === 0 && <p>{t("communityAdmin.groups.none")}</p>}
      <ul className="flex flex-col gap-3" data-testid="admin-groups">
        {groups.data?.map((g) => (
          <li key={g.id} className={cardClasses}>
            <p className="font-bold text-brand-900">
              {g.name[lang]} {!g.active && <span className="text-sm font-normal text-slate-600">({t("communityAdmin.inactive")})</span>}
            </p>
            <p className="text-sm text-slate-700">
              {t(`days.${DAYS[g.dayOfWeek] ?? "sunday"}`)} {formatClockTime(g.time, i18n.resolvedLanguage)} · {t(`communityAdmin.groups.languages.${g.language}`)} · {t(`communityAdmin.groups.policies.${g.joinPolicy}`)}
            </p>
            <p className="text-sm text-slate-700">
              {t("communityAdmin.groups.leader")}: {g.leaderName ? `${g.leaderName} (${g.leaderEmail ?? ""})` : t("communityAdmin.groups.noLeader")} ·{" "}
              {t("communityAdmin.groups.count", { count: g.memberCount, capacity: g.capacity })}
              {g.pendingCount > 0 && ` · ${t("communityAdmin.groups.pending", { count: g.pendingCount })}`}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(g)}>
                {t("communityAdmin.edit")}
              </Button>
              <Button size="sm" variant="outline" aria-expanded={rosterOf === g.id} onClick={() => setRosterOf(rosterOf === g.id ? null : g.id)}>
                {t("communityAdmin.groups.roster")}
              </Button>
            </div>
            {rosterOf === g.id && <AdminRoster groupId={g.id} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
