import { Download, Search } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { can } from "../../../../shared/admin-scopes";
import {
  type DirectoryPerson,
  type DirectoryPersonInput,
  type DirectoryQuery,
  type ImportReport,
  MEMBERSHIP_STATUSES,
  type MembershipStatus,
} from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { useAdminSession } from "../../admin/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { MemberAccounts } from "../../members/admin/MemberAccounts";
import {
  directoryQueryString,
  previewImport,
  useDeletePerson,
  useDirectory,
  useImport,
  useLinkAccount,
  useMerge,
  useSavePastoralNotes,
  useSavePerson,
} from "./api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { inputClasses, labelClasses } from "../../../components/ui/form-styles";

type FormValues = Required<Omit<DirectoryPersonInput, "ministries">> & { ministries: string };
type TextField = "firstName" | "lastName" | "email" | "phone" | "address" | "city" | "region" | "postalCode" | "household" | "joinDate";

function formOf(person?: DirectoryPerson): FormValues {
  return {
    firstName: person?.firstName ?? "",
    lastName: person?.lastName ?? "",
    email: person?.email ?? "",
    phone: person?.phone ?? "",
    address: person?.address ?? "",
    city: person?.city ?? "",
    region: person?.region ?? "",
    postalCode: person?.postalCode ?? "",
    household: person?.household?.name ?? "",
    status: person?.status ?? "visitor",
    joinDate: person?.joinDate ?? "",
    ministries: person?.ministries.join("; ") ?? "",
    language: person?.language ?? "en",
  };
}

function inputOf(form: FormValues): DirectoryPersonInput {
  return { ...form, ministries: form.ministries.split(";").map((m) => m.trim()).filter(Boolean) };
}

export function MembersAdminRoute() {
  return (
    <RequireScope scope="members:read">
      <MembersAdminPage />
    </RequireScope>
  );
}

/** /admin/members: the member directory (people the church knows) and the member accounts (who can sign in). */
function MembersAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const scopes = session.data?.admin.scopes ?? [];
  return (
    <section>
      <PageHeading title={t("directoryAdmin.title")}>{t("directoryAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("directoryAdmin.title")}
        tabs={[
          {
            value: "directory",
            label: t("directoryAdmin.tabs.directory"),
            content: <Directory mayWrite={can(scopes, "members:write")} pastoral={can(scopes, "members:pastoral")} />,
          },
          can(scopes, "users:read") && {
            value: "accounts",
            label: t("directoryAdmin.tabs.accounts"),
            content: <MemberAccounts mayWrite={can(scopes, "users:write")} />,
          },
        ]}
      />
    </section>
  );
}

function Directory({ mayWrite, pastoral }: { mayWrite: boolean; pastoral: boolean }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [query, setQuery] = useState<DirectoryQuery>({ page: 1 });
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<DirectoryPerson | "new" | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const directory = useDirectory(query);
  const data = directory.data;
  const people = data?.people ?? [];
  const statusId = useId();
  const ministryId = useId();
  const searchId = useId();
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id].slice(-2)));
  const chosen = selected.map((id) => people.find((p) => p.id === id)).filter((p): p is DirectoryPerson => p !== undefined);

  return (
    <div className="space-y-6">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, q: search, page: 1 }));
        }}
      >
        <div>
          <label htmlFor={searchId} className={labelClasses}>
            {t("directoryAdmin.search")}
          </label>
          <input id={searchId} type="search" className={`mt-1 ${inputClasses}`} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden className="size-4" /> {t("directoryAdmin.searchButton")}
        </Button>
        <div>
          <label htmlFor={statusId} className={labelClasses}>
            {t("directoryAdmin.fields.status")}
          </label>
          <select
            id={statusId}
            className={`mt-1 ${inputClasses}`}
            value={query.status ?? ""}
            onChange={(e) => setQuery((q) => ({ ...q, status: (e.target.value || undefined) as MembershipStatus | undefined, page: 1 }))}
          >
            <option value="">{t("directoryAdmin.allStatuses")}</option>
            {MEMBERSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`directoryAdmin.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ministryId} className={labelClasses}>
            {t("directoryAdmin.fields.ministries")}
          </label>
          <select
            id={ministryId}
            className={`mt-1 ${inputClasses}`}
            value={query.ministry ?? ""}
            onChange={(e) => setQuery((q) => ({ ...q, ministry: e.target.value || undefined, page: 1 }))}
          >
            <option value="">{t("directoryAdmin.allMinistries")}</option>
            {data?.ministries.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <a className="inline-flex items-center gap-1 font-semibold text-brand-800 underline" href={`/api/admin/directory/export.csv?${directoryQueryString({ ...query, page: undefined })}`}>
          <Download aria-hidden className="size-4" /> {t("directoryAdmin.export")}
        </a>
        {mayWrite && (
          <Button type="button" onClick={() => setEditing("new")}>
            {t("directoryAdmin.add")}
          </Button>
        )}
      </form>

      {editing && <PersonForm key={editing === "new" ? "new" : editing.id} person={editing === "new" ? undefined : editing} pastoral={pastoral} onDone={() => setEditing(null)} />}
      {mayWrite && chosen.length === 2 && chosen[0] && chosen[1] && <MergePanel a={chosen[0]} b={chosen[1]} onDone={() => setSelected([])} />}

      {directory.isPending && <Spinner />}
      {directory.isError && <FormError tone="error" message={errorMessage(directory.error)} />}
      {data && people.length === 0 && <p className="text-slate-700">{t("directoryAdmin.empty")}</p>}
      {people.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="directory-table">
            <caption className="sr-only">{t("directoryAdmin.tableCaption", { count: data?.total ?? 0 })}</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                {mayWrite && <th scope="col" className="px-3 py-2">{t("directoryAdmin.mergeSelect")}</th>}
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.name")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.email")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.status")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.household")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.ministries")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.account")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("directoryAdmin.actions")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {people.map((p) => (
                <tr key={p.id}>
                  {mayWrite && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={t("directoryAdmin.selectForMerge", { name: `${p.firstName} ${p.lastName}` })}
                        checked={selected.includes(p.id)}
                        onChange={() => toggle(p.id)}
                      />
                    </td>
                  )}
                  <td className="px-3 py-2 font-semibold text-slate-900">
                    {p.firstName} {p.lastName}
                  </td>
                  <td className="px-3 py-2 break-all">{p.email}</td>
                  <td className="px-3 py-2">{t(`directoryAdmin.status.${p.status}`)}</td>
                  <td className="px-3 py-2">{p.household?.name}</td>
                  <td className="px-3 py-2">{p.ministries.join(", ")}</td>
                  <td className="px-3 py-2 break-all">{p.account?.email ?? t("directoryAdmin.noAccount")}</td>
                  <td className="px-3 py-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)} aria-label={t("directoryAdmin.editNamed", { name: `${p.firstName} ${p.lastName}` })}>
                      {mayWrite ? t("directoryAdmin.edit") : t("directoryAdmin.view")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.pageCount > 1 && (
        <nav aria-label={t("directoryAdmin.pages")} className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: data.page - 1 }))}>
            {t("directoryAdmin.previous")}
          </Button>
          <span className="text-sm">{t("directoryAdmin.pageOf", { page: data.page, pages: data.pageCount })}</span>
          <Button variant="outline" size="sm" disabled={data.page >= data.pageCount} onClick={() => setQuery((q) => ({ ...q, page: data.page + 1 }))}>
            {t("directoryAdmin.next")}
          </Button>
        </nav>
      )}
      {mayWrite && <ImportPanel />}
    </div>
  );
}

function PersonForm({ person, pastoral, onDone }: { person?: DirectoryPerson; pastoral: boolean; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [form, setForm] = useState<FormValues>(() => formOf(person));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [accountEmail, setAccountEmail] = useState(person?.account?.email ?? "");
  const [notes, setNotes] = useState(person?.pastoralNotes ?? "");
  const save = useSavePerson();
  const remove = useDeletePerson();
  const link = useLinkAccount();
  const saveNotes = useSavePastoralNotes();
  const baseId = useId();
  const set = (key: keyof FormValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: person?.id, input: inputOf(form) },
      {
        onSuccess: () => {
          toast.success(t("directoryAdmin.saved"));
          onDone();
        },
        onError: (err) => setFieldErrors(err instanceof ApiError && err.fields ? err.fields : {}),
      },
    );
  };
  const field = (key: TextField, type = "text") => (
    <div key={key}>
      <label htmlFor={`${baseId}-${key}`} className={labelClasses}>
        {t(`directoryAdmin.fields.${key}`)}
      </label>
      <input
        id={`${baseId}-${key}`}
        type={type}
        className={`mt-1 ${inputClasses}`}
        value={form[key]}
        onChange={set(key)}
        aria-invalid={fieldErrors[key] ? true : undefined}
        aria-describedby={fieldErrors[key] ? `${baseId}-${key}-error` : undefined}
      />
      {fieldErrors[key] && (
        <p id={`${baseId}-${key}-error`} className="mt-1 text-sm text-red-700">
          {t(fieldErrors[key][0] ?? "directoryAdmin.invalid", { defaultValue: t("directoryAdmin.invalid") })}
        </p>
      )}
    </div>
  );
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="person-form">
      <h2 className="text-lg font-bold text-brand-900">{person ? `${person.firstName} ${person.lastName}` : t("directoryAdmin.add")}</h2>
      <form onSubmit={submit} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {field("firstName")}
        {field("lastName")}
        {field("email", "email")}
        {field("phone", "tel")}
        {field("address")}
        {field("city")}
        {field("region")}
        {field("postalCode")}
        {field("household")}
        {field("joinDate", "date")}
        <div>
          <label htmlFor={`${baseId}-status`} className={labelClasses}>
            {t("directoryAdmin.fields.status")}
          </label>
          <select id={`${baseId}-status`} className={`mt-1 ${inputClasses}`} value={form.status} onChange={set("status")}>
            {MEMBERSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`directoryAdmin.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${baseId}-language`} className={labelClasses}>
            {t("directoryAdmin.fields.language")}
          </label>
          <select id={`${baseId}-language`} className={`mt-1 ${inputClasses}`} value={form.language} onChange={set("language")}>
            <option value="en">English</option>
            <option value="es">Español</option>
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${baseId}-ministries`} className={labelClasses}>
            {t("directoryAdmin.fields.ministries")}
          </label>
          <input id={`${baseId}-ministries`} className={`mt-1 ${inputClasses}`} value={form.ministries} onChange={set("ministries")} aria-describedby={`${baseId}-ministries-hint`} />
          <p id={`${baseId}-ministries-hint`} className="mt-1 text-sm text-slate-700">
            {t("directoryAdmin.ministriesHint")}
          </p>
        </div>
        {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
          <div className="sm:col-span-2">
            <FormError tone="error" message={errorMessage(save.error)} />
          </div>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("directoryAdmin.saving") : t("directoryAdmin.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          {person && (
            <ConfirmButton
              label={t("directoryAdmin.delete")}
              title={t("directoryAdmin.deleteTitle")}
              description={t("directoryAdmin.deleteBody", { name: `${person.firstName} ${person.lastName}` })}
              confirmLabel={t("directoryAdmin.delete")}
              variant="outline"
              onConfirm={() => remove.mutate(person.id, { onSuccess: onDone })}
            />
          )}
        </div>
      </form>
      {person && (
        <form
          className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            link.mutate({ id: person.id, email: accountEmail.trim() || null }, { onSuccess: () => toast.success(t("directoryAdmin.linked")) });
          }}
        >
          <div>
            <label htmlFor={`${baseId}-account`} className={labelClasses}>
              {t("directoryAdmin.accountEmail")}
            </label>
            <input id={`${baseId}-account`} type="email" className={`mt-1 ${inputClasses}`} value={accountEmail} onChange={(e) => setAccountEmail(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={link.isPending}>
            {accountEmail.trim() ? t("directoryAdmin.link") : t("directoryAdmin.unlink")}
          </Button>
          {link.isError && <FormError tone="error" message={errorMessage(link.error)} />}
        </form>
      )}
      {person && pastoral && (
        <form
          className="mt-4 border-t border-slate-200 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            saveNotes.mutate({ id: person.id, notes }, { onSuccess: () => toast.success(t("directoryAdmin.saved")) });
          }}
        >
          <label htmlFor={`${baseId}-notes`} className={labelClasses}>
            {t("directoryAdmin.pastoralNotes")}
          </label>
          <textarea id={`${baseId}-notes`} rows={4} className={`mt-1 ${inputClasses}`} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <Button type="submit" variant="outline" className="mt-2" disabled={saveNotes.isPending}>
            {t("directoryAdmin.saveNotes")}
          </Button>
        </form>
      )}
    </div>
  );
}

const MERGE_FIELDS = ["firstName", "lastName", "email", "phone", "address", "city", "region", "postalCode", "household", "status", "joinDate", "language"] as const;

function MergePanel({ a, b, onDone }: { a: DirectoryPerson; b: DirectoryPerson; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [keep, setKeep] = useState<"a" | "b">("a");
  const [picks, setPicks] = useState<Record<string, "a" | "b">>({});
  const merge = useMerge();
  const formA = formOf(a);
  const formB = formOf(b);
  const values = Object.fromEntries(MERGE_FIELDS.map((f) => [f, (picks[f] ?? keep) === "a" ? formA[f] : formB[f]])) as Omit<FormValues, "ministries">;
  const name = (p: DirectoryPerson) => `${p.firstName} ${p.lastName}`;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="merge-panel">
      <h2 className="text-lg font-bold text-brand-900">{t("directoryAdmin.mergeTitle")}</h2>
      <p className="text-sm text-slate-800">{t("directoryAdmin.mergeIntro")}</p>
      <fieldset className="mt-3">
        <legend className="font-semibold">{t("directoryAdmin.keepRecord")}</legend>
        {(["a", "b"] as const).map((side) => (
          <label key={side} className="mr-4 inline-flex items-center gap-2">
            <input type="radio" name="merge-keep" checked={keep === side} onChange={() => setKeep(side)} /> {name(side === "a" ? a : b)}
          </label>
        ))}
      </fieldset>
      <div className="mt-3 space-y-2">
        {MERGE_FIELDS.filter((f) => formA[f] !== formB[f]).map((f) => (
          <fieldset key={f} className="flex flex-wrap items-center gap-3">
            <legend className="mr-2 text-sm font-semibold">{t(`directoryAdmin.fields.${f}`)}</legend>
            {(["a", "b"] as const).map((side) => (
              <label key={side} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" name={`merge-${f}`} checked={(picks[f] ?? keep) === side} onChange={() => setPicks((p) => ({ ...p, [f]: side }))} />
                {(side === "a" ? formA[f] : formB[f]) || t("directoryAdmin.emptyValue")}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {merge.isError && <FormError tone="error" message={errorMessage(merge.error)} />}
      <div className="mt-3 flex gap-3">
        <ConfirmButton
          label={t("directoryAdmin.merge")}
          title={t("directoryAdmin.mergeTitle")}
          description={t("directoryAdmin.mergeConfirm", { keep: name(keep === "a" ? a : b), remove: name(keep === "a" ? b : a) })}
          confirmLabel={t("directoryAdmin.merge")}
          onConfirm={() =>
            merge.mutate(
              { keepId: keep === "a" ? a.id : b.id, mergeId: keep === "a" ? b.id : a.id, values: { ...values, ministries: [] } },
              {
                onSuccess: () => {
                  toast.success(t("directoryAdmin.merged"));
                  onDone();
                },
              },
            )
          }
        />
        <Button variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </div>
  );
}

function ImportPanel() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useImport();
  const fileId = useId();
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setReport(null);
    setError(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    try {
      setReport(await previewImport(text));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const run = (skipInvalid: boolean) => {
    if (!csv) return;
    importer.mutate(
      { csv, skipInvalid },
      {
        onSuccess: (done) => {
          toast.success(t("directoryAdmin.import.done", { created: done.imported?.created ?? 0, updated: done.imported?.updated ?? 0 }));
          setCsv(null);
          setReport(null);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="import-panel">
      <h2 className="text-lg font-bold text-brand-900">{t("directoryAdmin.import.title")}</h2>
      <p className="text-sm text-slate-800">{t("directoryAdmin.import.intro")}</p>
      <label htmlFor={fileId} className={`${labelClasses} mt-3`}>
        {t("directoryAdmin.import.file")}
      </label>
      <input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} className="mt-1" />
      {error && <FormError tone="error" message={error} />}
      {report && (
        <div className="mt-3 space-y-3">
          <p role="status" className="font-semibold">
            {t("directoryAdmin.import.summary", { valid: report.valid, invalid: report.invalid })}
          </p>
          <ul className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm" data-testid="import-preview">
            {report.rows.map((row) => (
              <li key={row.line} className={`px-3 py-2 ${row.errors.length ? "bg-red-50" : ""}`}>
                <span className="font-semibold">{t("directoryAdmin.import.line", { line: row.line })}</span> {row.name} ·{" "}
                {row.errors.length === 0
                  ? t(`directoryAdmin.import.${row.action}`)
                  : row.errors.map((e) => `${e.field}: ${t(e.message, { defaultValue: t("directoryAdmin.invalid") })}`).join("; ")}
              </li>
            ))}
          </ul>
          {report.invalid === 0 ? (
            <Button onClick={() => run(false)} disabled={importer.isPending}>
              {t("directoryAdmin.import.run", { count: report.valid })}
            </Button>
          ) : report.valid > 0 ? (
            <ConfirmButton
              label={t("directoryAdmin.import.runGood", { count: report.valid })}
              title={t("directoryAdmin.import.title")}
              description={t("directoryAdmin.import.skipConfirm", { valid: report.valid, invalid: report.invalid })}
              confirmLabel={t("directoryAdmin.import.runGood", { count: report.valid })}
              onConfirm={() => run(true)}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
