import { Download } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { toast } from "sonner";
import {
  type AdminGroup,
  type AdminOpportunity,
  type AdminTopic,
  GROUP_JOIN_POLICIES,
  GROUP_LANGUAGES,
  GROUP_MESSAGE_LIMITS,
  type GroupInput,
} from "../../../../shared/community";
import type { LocalizedText } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import {
  useAddShift,
  useAdminGroups,
  useAdminMessageGroup,
  useAdminOpportunities,
  useAdminRoster,
  useAdminTopics,
  useDeleteShift,
  useSaveGroup,
  useSaveOpportunity,
  useSaveTopic,
} from "./api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { inputClasses } from "../../../components/ui/form-styles";

const labelClasses = "text-sm font-semibold";
const cardClasses = "rounded-xl border border-slate-200 bg-white p-4";
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const blank: LocalizedText = { en: "", es: "" };

export function CommunityAdminRoute() {
  return (
    <RequireScope scope="groups:write">
      <CommunityAdminPage />
    </RequireScope>
  );
}

/** /admin/groups: study groups (rosters, group email), discussion topics and volunteer opportunities with shifts. */
function CommunityAdminPage() {
  const { t } = useAdminT();
  return (
    <section>
      <PageHeading title={t("communityAdmin.title")}>{t("communityAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("communityAdmin.title")}
        tabs={[
          { value: "groups", label: t("communityAdmin.tabs.groups"), content: <GroupsTab /> },
          { value: "topics", label: t("communityAdmin.tabs.topics"), content: <TopicsTab /> },
          { value: "volunteer", label: t("communityAdmin.tabs.volunteer"), content: <VolunteerTab /> },
        ]}
      />
    </section>
  );
}

/** Server field messages are keys ("community.validation.x"); they read from this page's own texts. */
function useFormError() {
  const { t } = useAdminT();
  const generic = useAdminErrorMessage();
  return (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      const first = Object.values(error.fields)[0]?.[0];
      if (first?.startsWith("community.validation.")) return t(`communityAdmin.validation.${first.slice("community.validation.".length)}`);
    }
    return generic(error);
  };
}

/** What every edit form does after saving: thank, close; or show why it was refused and keep what was typed. */
function useSaveHandlers(onDone: () => void) {
  const { t } = useAdminT();
  const errorOf = useFormError();
  const [error, setError] = useState<string>();
  return {
    error,
    handlers: {
      onSuccess: () => {
        toast.success(t("communityAdmin.saved"));
        onDone();
      },
      onError: (err: unknown) => setError(errorOf(err)),
    },
  };
}

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}

function Bilingual({ label, value, onChange, multiline = false, max }: { label: string; value: LocalizedText; onChange: (v: LocalizedText) => void; multiline?: boolean; max: number }) {
  const { t } = useAdminT();
  const id = useId();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className={`${labelClasses} mb-1`}>{label}</legend>
      {(["en", "es"] as const).map((lang) => (
        <Labelled key={lang} id={`${id}-${lang}`} label={t(`communityAdmin.lang.${lang}`)}>
          {multiline ? (
            <textarea id={`${id}-${lang}`} rows={3} required maxLength={max} className={inputClasses} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
          ) : (
            <input id={`${id}-${lang}`} required maxLength={max} className={inputClasses} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
          )}
        </Labelled>
      ))}
    </fieldset>
  );
}

function FormShell({ onSubmit, onCancel, pending, error, children }: { onSubmit: () => void; onCancel: () => void; pending: boolean; error?: string; children: ReactNode }) {
  const { t } = useAdminT();
  return (
    <form
      className={`${cardClasses} mb-4 flex flex-col gap-3`}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {t("common.save")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}

// ---- study groups ----
function GroupsTab() {
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
              {t(`days.${DAYS[g.dayOfWeek] ?? "sunday"}`)} {g.time} · {t(`communityAdmin.groups.languages.${g.language}`)} · {t(`communityAdmin.groups.policies.${g.joinPolicy}`)}
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

function GroupForm({ group, onDone }: { group: AdminGroup | null; onDone: () => void }) {
  const { t } = useAdminT();
  const id = useId();
  const save = useSaveGroup();
  const { error, handlers } = useSaveHandlers(onDone);
  const [form, setForm] = useState<GroupInput>({
    name: group?.name ?? blank,
    topic: group?.topic ?? blank,
    leaderEmail: group?.leaderEmail ?? "",
    dayOfWeek: group?.dayOfWeek ?? 3,
    time: group?.time ?? "19:00",
    place: group?.place ?? "",
    onlineUrl: group?.onlineUrl ?? "",
    capacity: group?.capacity ?? 12,
    language: group?.language ?? "en",
    joinPolicy: group?.joinPolicy ?? "open",
    active: group?.active ?? true,
  });
  const set = (change: Partial<GroupInput>) => setForm((f) => ({ ...f, ...change }));
  return (
    <FormShell
      pending={save.isPending}
      error={error}
      onCancel={onDone}
      onSubmit={() =>
        save.mutate(
          { id: group?.id ?? null, input: form },
          handlers,
        )
      }
    >
      <Bilingual label={t("communityAdmin.groups.name")} value={form.name} onChange={(name) => set({ name })} max={100} />
      <Bilingual label={t("communityAdmin.groups.topic")} value={form.topic} onChange={(topic) => set({ topic })} max={200} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Labelled id={`${id}-leader`} label={t("communityAdmin.groups.leaderEmail")}>
          <input id={`${id}-leader`} type="email" className={inputClasses} value={form.leaderEmail ?? ""} onChange={(e) => set({ leaderEmail: e.target.value })} />
        </Labelled>
        <Labelled id={`${id}-day`} label={t("communityAdmin.groups.day")}>
          <select id={`${id}-day`} className={inputClasses} value={form.dayOfWeek} onChange={(e) => set({ dayOfWeek: Number(e.target.value) })}>
            {DAYS.map((day, i) => (
              <option key={day} value={i}>
                {t(`days.${day}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-time`} label={t("communityAdmin.groups.time")}>
          <input id={`${id}-time`} type="time" required className={inputClasses} value={form.time} onChange={(e) => set({ time: e.target.value })} />
        </Labelled>
        <Labelled id={`${id}-place`} label={t("communityAdmin.groups.place")}>
          <input id={`${id}-place`} maxLength={200} className={inputClasses} value={form.place ?? ""} onChange={(e) => set({ place: e.target.value })} />
        </Labelled>
        <Labelled id={`${id}-url`} label={t("communityAdmin.groups.onlineUrl")}>
          <input id={`${id}-url`} type="url" maxLength={500} className={inputClasses} value={form.onlineUrl ?? ""} onChange={(e) => set({ onlineUrl: e.target.value })} />
        </Labelled>
        <Labelled id={`${id}-capacity`} label={t("communityAdmin.groups.capacity")}>
          <input id={`${id}-capacity`} type="number" min={1} max={500} required className={inputClasses} value={form.capacity} onChange={(e) => set({ capacity: Number(e.target.value) })} />
        </Labelled>
        <Labelled id={`${id}-language`} label={t("communityAdmin.groups.language")}>
          <select id={`${id}-language`} className={inputClasses} value={form.language} onChange={(e) => set({ language: e.target.value as GroupInput["language"] })}>
            {GROUP_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`communityAdmin.groups.languages.${l}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-policy`} label={t("communityAdmin.groups.joinPolicy")}>
          <select id={`${id}-policy`} className={inputClasses} value={form.joinPolicy} onChange={(e) => set({ joinPolicy: e.target.value as GroupInput["joinPolicy"] })}>
            {GROUP_JOIN_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`communityAdmin.groups.policies.${p}`)}
              </option>
            ))}
          </select>
        </Labelled>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" checked={form.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
        {t("communityAdmin.active")}
      </label>
    </FormShell>
  );
}

function AdminRoster({ groupId }: { groupId: string }) {
  const { t } = useAdminT();
  const id = useId();
  const roster = useAdminRoster(groupId);
  const send = useAdminMessageGroup(groupId);
  const errorOf = useFormError();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      {roster.isPending && <Spinner text={t("common.loading")} />}
      {roster.data?.length === 0 && <p className="text-sm">{t("communityAdmin.groups.empty")}</p>}
      <ul className="flex flex-col gap-1 text-sm">
        {roster.data?.map((m) => (
          <li key={m.userId}>
            {m.name} · {m.email} · {t(`communityAdmin.groups.status.${m.status}`)}
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          send.mutate(
            { subject, body },
            {
              onSuccess: ({ sent }) => {
                setSubject("");
                setBody("");
                toast.success(t("communityAdmin.groups.sent", { count: sent }));
              },
              onError: (err) => setError(errorOf(err)),
            },
          );
        }}
      >
        <p className="font-semibold">{t("communityAdmin.groups.message")}</p>
        <Labelled id={`${id}-subject`} label={t("communityAdmin.groups.subject")}>
          <input id={`${id}-subject`} required maxLength={GROUP_MESSAGE_LIMITS.subject} className={inputClasses} value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Labelled>
        <Labelled id={`${id}-body`} label={t("communityAdmin.groups.body")}>
          <textarea id={`${id}-body`} required rows={4} maxLength={GROUP_MESSAGE_LIMITS.body} className={inputClasses} value={body} onChange={(e) => setBody(e.target.value)} />
        </Labelled>
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" className="self-start" disabled={send.isPending}>
          {t("communityAdmin.groups.send")}
        </Button>
      </form>
    </div>
  );
}

// ---- discussion topics ----
function TopicsTab() {
  const { t, i18n } = useAdminT();
  const lang = i18n.language.startsWith("es") ? "es" : "en";
  const topics = useAdminTopics();
  const [editing, setEditing] = useState<AdminTopic | "new" | null>(null);
  return (
    <div>
      <p className="mb-3 text-slate-700">{t("communityAdmin.topics.intro")}</p>
      {editing === null && (
        <Button className="mb-4" onClick={() => setEditing("new")}>
          {t("communityAdmin.topics.new")}
        </Button>
      )}
      {editing !== null && <TopicForm topic={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {topics.isPending && <Spinner text={t("common.loading")} />}
      {topics.data?.length === 0 && <p>{t("communityAdmin.topics.none")}</p>}
      <ul className="flex flex-col gap-3">
        {topics.data?.map((topic) => (
          <li key={topic.id} className={`${cardClasses} flex flex-wrap items-start justify-between gap-2`}>
            <div>
              <p className="font-bold text-brand-900">
                {topic.name[lang]} {!topic.active && <span className="text-sm font-normal text-slate-600">({t("communityAdmin.inactive")})</span>}
              </p>
              <p className="text-sm text-slate-700">{topic.description[lang]}</p>
              <p className="text-sm text-slate-600">{t("communityAdmin.topics.threads", { count: topic.threadCount })}</p>
            </div>
            <Button size="sm" variant="outline" onClick={() => setEditing(topic)}>
              {t("communityAdmin.edit")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TopicForm({ topic, onDone }: { topic: AdminTopic | null; onDone: () => void }) {
  const { t } = useAdminT();
  const id = useId();
  const save = useSaveTopic();
  const { error, handlers } = useSaveHandlers(onDone);
  const [name, setName] = useState(topic?.name ?? blank);
  const [description, setDescription] = useState(topic?.description ?? blank);
  const [sortOrder, setSortOrder] = useState(topic?.sortOrder ?? 0);
  const [active, setActive] = useState(topic?.active ?? true);
  return (
    <FormShell
      pending={save.isPending}
      error={error}
      onCancel={onDone}
      onSubmit={() =>
        save.mutate(
          { id: topic?.id ?? null, input: { name, description, sortOrder, active } },
          handlers,
        )
      }
    >
      <Bilingual label={t("communityAdmin.topics.name")} value={name} onChange={setName} max={80} />
      <Bilingual label={t("communityAdmin.topics.description")} value={description} onChange={setDescription} max={300} multiline />
      <Labelled id={`${id}-order`} label={t("communityAdmin.topics.order")}>
        <input id={`${id}-order`} type="number" min={0} max={1000} className={`${inputClasses} max-w-32`} value={sortOrder} onChange={(e) => setSortOrder(Number(e.target.value))} />
      </Labelled>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t("communityAdmin.active")}
      </label>
    </FormShell>
  );
}

// ---- volunteer ----
function VolunteerTab() {
  const { t, i18n } = useAdminT();
  const lang = i18n.language.startsWith("es") ? "es" : "en";
  const opportunities = useAdminOpportunities();
  const [editing, setEditing] = useState<AdminOpportunity | "new" | null>(null);
  const remove = useDeleteShift();
  const errorOf = useFormError();
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        {editing === null && <Button onClick={() => setEditing("new")}>{t("communityAdmin.volunteer.new")}</Button>}
        <a href="/api/admin/community/schedule.csv" download className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
          <Download aria-hidden="true" className="size-4" />
          {t("communityAdmin.volunteer.csv")}
        </a>
      </div>
      {editing !== null && <OpportunityForm opportunity={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {opportunities.isPending && <Spinner text={t("common.loading")} />}
      {opportunities.data?.length === 0 && <p>{t("communityAdmin.volunteer.none")}</p>}
      <ul className="flex flex-col gap-3" data-testid="admin-opportunities">
        {opportunities.data?.map((o) => (
          <li key={o.id} className={cardClasses}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="text-sm font-semibold text-brand-700">{o.ministry[lang]}</p>
                <p className="font-bold text-brand-900">
                  {o.title[lang]} {!o.active && <span className="text-sm font-normal text-slate-600">({t("communityAdmin.inactive")})</span>}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setEditing(o)}>
                {t("communityAdmin.edit")}
              </Button>
            </div>
            <h3 className="mt-3 text-sm font-semibold">{t("communityAdmin.volunteer.schedule")}</h3>
            {o.shifts.length === 0 && <p className="text-sm text-slate-700">{t("communityAdmin.volunteer.noShifts")}</p>}
            <ul className="mt-1 flex flex-col gap-2">
              {o.shifts.map((s) => (
                <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm">
                  <div>
                    <p className="font-semibold">
                      {formatDateTime(s.startsAt)} – {formatDateTime(s.endsAt)} · {t("communityAdmin.volunteer.places", { taken: s.slotsTaken, needed: s.slotsNeeded })}
                    </p>
                    <p className="text-slate-700">{s.volunteers.length ? s.volunteers.map((v) => `${v.name} (${v.email})`).join(", ") : t("communityAdmin.volunteer.nobody")}</p>
                  </div>
                  <ConfirmButton
                    label={t("communityAdmin.volunteer.deleteShift")}
                    title={t("communityAdmin.volunteer.deleteShiftTitle")}
                    description={t("communityAdmin.volunteer.deleteShiftBody", { count: s.volunteers.length })}
                    confirmLabel={t("communityAdmin.volunteer.deleteShift")}
                    cancelLabel={t("common.cancel")}
                    onConfirm={() => remove.mutate(s.id, { onError: (err) => toast.error(errorOf(err)) })}
                  />
                </li>
              ))}
            </ul>
            <ShiftForm opportunityId={o.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpportunityForm({ opportunity, onDone }: { opportunity: AdminOpportunity | null; onDone: () => void }) {
  const { t } = useAdminT();
  const save = useSaveOpportunity();
  const { error, handlers } = useSaveHandlers(onDone);
  const [ministry, setMinistry] = useState(opportunity?.ministry ?? blank);
  const [title, setTitle] = useState(opportunity?.title ?? blank);
  const [description, setDescription] = useState(opportunity?.description ?? blank);
  const [active, setActive] = useState(opportunity?.active ?? true);
  return (
    <FormShell
      pending={save.isPending}
      error={error}
      onCancel={onDone}
      onSubmit={() =>
        save.mutate(
          { id: opportunity?.id ?? null, input: { ministry, title, description, active } },
          handlers,
        )
      }
    >
      <Bilingual label={t("communityAdmin.volunteer.ministry")} value={ministry} onChange={setMinistry} max={80} />
      <Bilingual label={t("communityAdmin.volunteer.title")} value={title} onChange={setTitle} max={120} />
      <Bilingual label={t("communityAdmin.volunteer.description")} value={description} onChange={setDescription} max={2000} multiline />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t("communityAdmin.active")}
      </label>
    </FormShell>
  );
}

/** A shift's times are typed in this browser's time zone (the church's, for its staff). */
function ShiftForm({ opportunityId }: { opportunityId: string }) {
  const { t } = useAdminT();
  const id = useId();
  const add = useAddShift();
  const errorOf = useFormError();
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [slots, setSlots] = useState(2);
  const [error, setError] = useState<string>();
  const iso = (local: string) => (local ? new Date(local).toISOString() : "");
  return (
    <form
      className="mt-3 grid gap-2 sm:grid-cols-4 sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        add.mutate(
          { opportunityId, input: { startsAt: iso(startsAt), endsAt: iso(endsAt), slotsNeeded: slots } },
          {
            onSuccess: () => {
              setStartsAt("");
              setEndsAt("");
              toast.success(t("communityAdmin.saved"));
            },
            onError: (err) => setError(errorOf(err)),
          },
        );
      }}
    >
      <Labelled id={`${id}-start`} label={t("communityAdmin.volunteer.starts")}>
        <input id={`${id}-start`} type="datetime-local" required className={inputClasses} value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
      </Labelled>
      <Labelled id={`${id}-end`} label={t("communityAdmin.volunteer.ends")}>
        <input id={`${id}-end`} type="datetime-local" required className={inputClasses} value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
      </Labelled>
      <Labelled id={`${id}-slots`} label={t("communityAdmin.volunteer.slots")}>
        <input id={`${id}-slots`} type="number" min={1} max={500} required className={inputClasses} value={slots} onChange={(e) => setSlots(Number(e.target.value))} />
      </Labelled>
      <Button type="submit" size="sm" disabled={add.isPending}>
        {t("communityAdmin.volunteer.addShift")}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
