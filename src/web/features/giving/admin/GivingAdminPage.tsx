import { Download } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { can } from "../../../../shared/admin-scopes";
import { type AdminGift, type AdminGiftQuery, type Fund, GIFT_STATUSES, type GivingSettings } from "../../../../shared/giving";
import { parseAmountToCents } from "../../../../shared/money";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { useAdminSession } from "../../admin/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { money } from "../format";
import { MonthChart } from "./MonthChart";
import {
  giftQueryString,
  useAdminFunds,
  useAdminGifts,
  useAdminRecurring,
  useEmailStatements,
  useStatementSend,
  useGivingSettings,
  useGivingTotals,
  useRefundGift,
  useSaveFund,
  useSaveGivingSettings,
} from "./api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { inputClasses } from "../../../components/ui/form-styles";

const labelClasses = "text-sm font-semibold";

export function GivingAdminRoute() {
  return (
    <RequireScope scope="giving:read">
      <GivingAdminPage />
    </RequireScope>
  );
}

/** /admin/giving: gifts (filters, CSV), totals with a chart, recurring gifts; funds and rules for giving:write. */
function GivingAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const writer = session.data ? can(session.data.admin.scopes, "giving:write") : false;
  return (
    <section>
      <PageHeading title={t("givingAdmin.title")}>{t("givingAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("givingAdmin.title")}
        tabs={[
          { value: "gifts", label: t("givingAdmin.tabs.gifts"), content: <GiftsTab writer={writer} /> },
          { value: "totals", label: t("givingAdmin.tabs.totals"), content: <TotalsTab writer={writer} /> },
          { value: "recurring", label: t("givingAdmin.tabs.recurring"), content: <RecurringTab /> },
          { value: "funds", label: t("givingAdmin.tabs.funds"), content: <FundsTab writer={writer} /> },
          writer && { value: "settings", label: t("givingAdmin.tabs.settings"), content: <SettingsTab /> },
        ]}
      />
    </section>
  );
}

function StatusBadge({ status, demo }: { status: string; demo?: boolean }) {
  const { t } = useAdminT();
  const tone = status === "succeeded" || status === "active" ? "bg-green-100 text-green-900" : status === "failed" || status === "past_due" ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800";
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-1.5 text-sm ${tone}`}>{t(`givingAdmin.status.${status}`)}</span>
      {demo && <span className="rounded bg-amber-100 px-1.5 text-sm text-amber-900">{t("givingAdmin.demo")}</span>}
    </span>
  );
}

type GiftFilter = Omit<AdminGiftQuery, "page"> & { page: number };

function GiftsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const funds = useAdminFunds();
  const [filter, setFilter] = useState<GiftFilter>({ page: 1 });
  const gifts = useAdminGifts(filter);
  const set = (change: Partial<GiftFilter>) => setFilter((f) => ({ ...f, ...change, page: change.page ?? 1 }));
  const { page: _page, ...csvFilter } = filter;
  const language = i18n.language.startsWith("es") ? "es" : "en";

  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-1">
          <label htmlFor="gift-fund" className={labelClasses}>
            {t("givingAdmin.filters.fund")}
          </label>
          <select id="gift-fund" className={inputClasses} value={filter.fundId ?? ""} onChange={(e) => set({ fundId: e.target.value || undefined })}>
            <option value="">{t("givingAdmin.filters.allFunds")}</option>
            {funds.data?.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gift-status" className={labelClasses}>
            {t("givingAdmin.filters.status")}
          </label>
          <select
            id="gift-status"
            className={inputClasses}
            value={filter.status ?? ""}
            onChange={(e) => set({ status: (e.target.value || undefined) as AdminGiftQuery["status"] })}
          >
            <option value="">{t("givingAdmin.filters.allStatuses")}</option>
            {GIFT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`givingAdmin.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gift-from" className={labelClasses}>
            {t("givingAdmin.filters.from")}
          </label>
          <input id="gift-from" type="date" className={inputClasses} value={filter.from ?? ""} onChange={(e) => set({ from: e.target.value || undefined })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gift-to" className={labelClasses}>
            {t("givingAdmin.filters.to")}
          </label>
          <input id="gift-to" type="date" className={inputClasses} value={filter.to ?? ""} onChange={(e) => set({ to: e.target.value || undefined })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="gift-q" className={labelClasses}>
            {t("givingAdmin.filters.search")}
          </label>
          <input id="gift-q" type="search" className={inputClasses} value={filter.q ?? ""} onChange={(e) => set({ q: e.target.value || undefined })} />
        </div>
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {gifts.data && (
          <p className="font-semibold" data-testid="gifts-total">
            {t("givingAdmin.filteredTotal", { total: money(gifts.data.totalCents, gifts.data.gifts[0]?.currency ?? "usd", i18n.language) })}
          </p>
        )}
        <a href={`/api/admin/giving/gifts.csv?${giftQueryString(csvFilter)}`} download className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
          <Download aria-hidden="true" className="size-4" />
          {t("givingAdmin.exportCsv")}
        </a>
      </div>
      {gifts.isPending && <Spinner text={t("common.loading")} />}
      {gifts.data?.gifts.length === 0 && <p>{t("givingAdmin.noGifts")}</p>}
      {gifts.data && gifts.data.gifts.length > 0 && (
        <div tabIndex={0} role="region" aria-label={t("givingAdmin.tabs.gifts")} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="admin-gifts">
            <thead className="bg-slate-50">
              <tr>
                {(["date", "donor", "fund", "amount", "status"] as const).map((c) => (
                  <th key={c} scope="col" className={`px-3 py-2 ${c === "amount" ? "text-right" : ""}`}>
                    {t(`givingAdmin.columns.${c}`)}
                  </th>
                ))}
                {writer && (
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t("givingAdmin.actions")}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {gifts.data.gifts.map((gift) => (
                <tr key={gift.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(gift.createdAt)}</td>
                  <td className="px-3 py-2">
                    {gift.donorName}
                    <br />
                    <span className="text-slate-600">{gift.donorEmail}</span>
                  </td>
                  <td className="px-3 py-2">
                    {gift.fund.name[language]}
                    {gift.recurringId && <span className="ml-1 text-slate-600">({t("givingAdmin.recurringMark")})</span>}
                  </td>
                  <td className="px-3 py-2 text-right font-semibold">{money(gift.totalCents, gift.currency, i18n.language)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={gift.status} demo={gift.demo} />
                  </td>
                  {writer && (
                    <td className="px-3 py-2">
                      {gift.status === "succeeded" && !(gift.recurringId && gift.provider === "stripe") && <RefundButton gift={gift} />}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {gifts.data && (gifts.data.page > 1 || gifts.data.hasMore) && (
        <div className="mt-4 flex gap-2">
          <Button variant="outline" size="sm" disabled={gifts.data.page <= 1} onClick={() => set({ page: filter.page - 1 })}>
            {t("givingAdmin.previous")}
          </Button>
          <Button variant="outline" size="sm" disabled={!gifts.data.hasMore} onClick={() => set({ page: filter.page + 1 })}>
            {t("givingAdmin.next")}
          </Button>
        </div>
      )}
    </div>
  );
}

function RefundButton({ gift }: { gift: AdminGift }) {
  const { t, i18n } = useAdminT();
  const refund = useRefundGift();
  const [confirming, setConfirming] = useState(false);
  const amount = money(gift.totalCents, gift.currency, i18n.language);
  if (!confirming) {
    return (
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`${t("givingAdmin.refund")}: ${gift.donorName}, ${amount}`}>
        {t("givingAdmin.refund")}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t("givingAdmin.refund")} className="flex flex-col gap-1">
      <span>{t("givingAdmin.confirmRefund", { amount, donor: gift.donorName })}</span>
      <span className="flex gap-1">
        <Button
          size="sm"
          className="bg-red-700 hover:bg-red-800"
          disabled={refund.isPending}
          onClick={() =>
            void refund.mutateAsync(gift.id).then(
              () => toast.success(t("givingAdmin.refunded")),
              () => toast.error(t("givingAdmin.refundFailed")),
            )
          }
        >
          {t("givingAdmin.yesRefund")}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          {t("givingAdmin.keep")}
        </Button>
      </span>
    </div>
  );
}

function TotalsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const totals = useGivingTotals(year);
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const format = (cents: number) => money(cents, totals.data?.currency ?? "usd", i18n.language);

  return (
    <div>
      <div className="mb-4 flex flex-col gap-1">
        <label htmlFor="totals-year" className={labelClasses}>
          {t("givingAdmin.year")}
        </label>
        <select id="totals-year" className={`${inputClasses} w-32`} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {Array.from({ length: 6 }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {totals.isPending && <Spinner text={t("common.loading")} />}
      {totals.data && (
        <>
          <p className="text-lg font-bold text-brand-900" data-testid="year-total">
            {t("givingAdmin.yearTotal", { year, total: format(totals.data.totalCents) })}
          </p>
          {totals.data.demoLeftOut.count > 0 && (
            <p className="mt-1 text-sm text-slate-700" data-testid="demo-left-out">
              {t("givingAdmin.demoLeftOut", { count: totals.data.demoLeftOut.count, total: format(totals.data.demoLeftOut.totalCents) })}
            </p>
          )}
          <a href={`/api/admin/giving/statements/${year}.zip`} download className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
            <Download aria-hidden="true" className="size-4" />
            {t("givingAdmin.statementsZip", { year })}
          </a>
          {writer && <EmailStatements year={year} />}
          <h2 className="mt-6 text-lg font-bold">{t("givingAdmin.byMonth")}</h2>
          <MonthChart totals={totals.data} />
          <h2 className="mt-6 text-lg font-bold">{t("givingAdmin.byFund")}</h2>
          <table className="mt-3 w-full max-w-xl text-left text-sm" data-testid="fund-totals">
            <tbody>
              {totals.data.byFund.map((f) => (
                <tr key={f.fundId} className="border-t border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {f.name[language]}
                  </th>
                  <td className="py-2 pr-3 text-slate-700">{t("givingAdmin.gifts", { count: f.count })}</td>
                  <td className="py-2 text-right font-semibold">{format(f.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

// The wide tables scroll sideways on a phone; their scrolling box is a focusable region so a keyboard can too.
function RecurringTab() {
  const { t, i18n } = useAdminT();
  const recurring = useAdminRecurring();
  const language = i18n.language.startsWith("es") ? "es" : "en";
  if (recurring.isPending) return <Spinner text={t("common.loading")} />;
  if (!recurring.data?.length) return <p>{t("givingAdmin.noRecurring")}</p>;
  return (
    <div tabIndex={0} role="region" aria-label={t("givingAdmin.tabs.recurring")} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="admin-recurring">
        <thead className="bg-slate-50">
          <tr>
            {(["donor", "fund", "amount", "frequency", "next", "status"] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2">
                {t(`givingAdmin.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {recurring.data.map((r) => (
            <tr key={r.id} className="border-t border-slate-200">
              <td className="px-3 py-2">
                {r.donorName}
                <br />
                <span className="text-slate-600">{r.donorEmail}</span>
              </td>
              <td className="px-3 py-2">{r.fund.name[language]}</td>
              <td className="px-3 py-2 font-semibold">{money(r.amountCents + r.feeCents, r.currency, i18n.language)}</td>
              <td className="px-3 py-2">{t(`givingAdmin.frequency.${r.frequency}`)}</td>
              <td className="px-3 py-2">{r.nextChargeOn ?? "—"}</td>
              <td className="px-3 py-2">
                <StatusBadge status={r.status} demo={r.demo} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FundsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const funds = useAdminFunds();
  const [editing, setEditing] = useState<Fund | "new" | null>(null);
  const language = i18n.language.startsWith("es") ? "es" : "en";
  return (
    <div>
      {writer && editing === null && (
        <Button className="mb-4" onClick={() => setEditing("new")}>
          {t("givingAdmin.funds.new")}
        </Button>
      )}
      {editing !== null && <FundForm fund={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {funds.isPending && <Spinner text={t("common.loading")} />}
      <ul className="flex flex-col gap-3" data-testid="admin-funds">
        {funds.data?.map((fund) => (
          <li key={fund.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div>
              <p className="font-bold">
                {fund.name[language]} <span className="font-normal text-slate-600">({fund.slug})</span>
              </p>
              <p className="text-sm text-slate-700">{fund.description[language]}</p>
              <p className="text-sm text-slate-600">{fund.active ? t("givingAdmin.funds.active") : t("givingAdmin.funds.inactive")}</p>
            </div>
            {writer && (
              <Button variant="outline" size="sm" onClick={() => setEditing(fund)} aria-label={`${t("givingAdmin.funds.edit")}: ${fund.name[language]}`}>
                {t("givingAdmin.funds.edit")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FundForm({ fund, onDone }: { fund: Fund | null; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const save = useSaveFund();
  const [values, setValues] = useState({
    slug: fund?.slug ?? "",
    nameEn: fund?.name.en ?? "",
    nameEs: fund?.name.es ?? "",
    descriptionEn: fund?.description.en ?? "",
    descriptionEs: fund?.description.es ?? "",
    sortOrder: fund?.sortOrder ?? 10,
    active: fund?.active ?? true,
  });
  const [error, setError] = useState<string>();
  const field = (name: "slug" | "nameEn" | "nameEs" | "descriptionEn" | "descriptionEs", label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`fund-${name}`} className={labelClasses}>
        {label}
      </label>
      <input id={`fund-${name}`} className={inputClasses} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} required />
    </div>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({
        id: fund?.id,
        input: {
          slug: values.slug,
          name: { en: values.nameEn, es: values.nameEs },
          description: { en: values.descriptionEn, es: values.descriptionEs },
          sortOrder: values.sortOrder,
          active: values.active,
        },
      });
      toast.success(t("givingAdmin.funds.saved"));
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      setError(fields ? Object.values(fields).flat().map((key) => t(key, { ns: "translation" })).join(" ") : errorMessage(err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2" data-testid="fund-form">
      {error && (
        <p role="alert" className="text-red-800 sm:col-span-2">
          {error}
        </p>
      )}
      {field("slug", t("givingAdmin.funds.slug"))}
      <div className="flex flex-col gap-1">
        <label htmlFor="fund-order" className={labelClasses}>
          {t("givingAdmin.funds.order")}
        </label>
        <input
          id="fund-order"
          type="number"
          min={0}
          max={1000}
          className={inputClasses}
          value={values.sortOrder}
          onChange={(e) => setValues((v) => ({ ...v, sortOrder: Number(e.target.value) }))}
        />
      </div>
      {field("nameEn", t("givingAdmin.funds.nameEn"))}
      {field("nameEs", t("givingAdmin.funds.nameEs"))}
      {field("descriptionEn", t("givingAdmin.funds.descriptionEn"))}
      {field("descriptionEs", t("givingAdmin.funds.descriptionEs"))}
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-brand-700" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} />
        {t("givingAdmin.funds.active")}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t("givingAdmin.funds.save")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("givingAdmin.funds.cancel")}
        </Button>
      </div>
    </form>
  );
}

function SettingsTab() {
  const { t } = useAdminT();
  const settings = useGivingSettings(true);
  if (!settings.data) return <Spinner text={t("common.loading")} />;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: GivingSettings }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const save = useSaveGivingSettings();
  const [currency, setCurrency] = useState(initial.currency);
  const [max, setMax] = useState((initial.maxAmountCents / 100).toFixed(2));
  const [presets, setPresets] = useState(initial.presetsCents.map((c) => (c / 100).toString()).join(", "));
  const [feePercent, setFeePercent] = useState(initial.feePercentBasisPoints);
  const [feeFixed, setFeeFixed] = useState(initial.feeFixedCents);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const maxCents = parseAmountToCents(max);
    const presetCents = presets.split(",").map((p) => parseAmountToCents(p));
    if (maxCents === null || presetCents.some((c) => c === null)) {
      setError(t("givingAdmin.settings.invalid"));
      return;
    }
    try {
      await save.mutateAsync({
        currency: currency.trim().toLowerCase(),
        maxAmountCents: maxCents,
        presetsCents: presetCents.filter((c): c is number => c !== null),
        feePercentBasisPoints: feePercent,
        feeFixedCents: feeFixed,
      });
      toast.success(t("givingAdmin.settings.saved"));
    } catch (err) {
      setError(err instanceof ApiError && err.fields ? t("givingAdmin.settings.invalid") : errorMessage(err));
    }
  };
  const row = (id: string, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="grid max-w-xl gap-4" data-testid="giving-settings">
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {row("giving-currency", t("givingAdmin.settings.currency"), <input id="giving-currency" className={inputClasses} value={currency} onChange={(e) => setCurrency(e.target.value)} />)}
      {row("giving-max", t("givingAdmin.settings.max"), <input id="giving-max" inputMode="decimal" className={inputClasses} value={max} onChange={(e) => setMax(e.target.value)} />)}
      {row("giving-presets", t("givingAdmin.settings.presets"), <input id="giving-presets" className={inputClasses} value={presets} onChange={(e) => setPresets(e.target.value)} />)}
      {row(
        "giving-fee-percent",
        t("givingAdmin.settings.feePercent"),
        <input id="giving-fee-percent" type="number" min={0} max={1000} className={inputClasses} value={feePercent} onChange={(e) => setFeePercent(Number(e.target.value))} />,
      )}
      {row(
        "giving-fee-fixed",
        t("givingAdmin.settings.feeFixed"),
        <input id="giving-fee-fixed" type="number" min={0} max={1000} className={inputClasses} value={feeFixed} onChange={(e) => setFeeFixed(Number(e.target.value))} />,
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t("givingAdmin.settings.save")}
        </Button>
      </div>
    </form>
  );
}

/** Emails every donor their statement for the year; asks first, and again (with the earlier send) for a resend. */
function EmailStatements({ year }: { year: number }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const previous = useStatementSend(year);
  const send = useEmailStatements();
  const sent = previous.data;
  const run = () =>
    send.mutate(
      { year, resend: Boolean(sent) },
      {
        onSuccess: (result) => toast.success(t("givingAdmin.statementsEmailed", { count: result.sentCount })),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="email-statements">
      {sent && (
        <p className="text-sm text-slate-700">
          {t("givingAdmin.statementsSent", { date: formatDateTime(sent.sentAt), count: sent.sentCount, by: sent.sentBy })}
        </p>
      )}
      <ConfirmButton
        className="w-fit"
        label={sent ? t("givingAdmin.resendStatements", { year }) : t("givingAdmin.emailStatements", { year })}
        title={sent ? t("givingAdmin.resendStatementsTitle", { year }) : t("givingAdmin.emailStatementsTitle", { year })}
        description={sent ? t("givingAdmin.resendStatementsDescription", { date: formatDateTime(sent.sentAt) }) : t("givingAdmin.emailStatementsDescription", { year })}
        confirmLabel={t("givingAdmin.emailStatementsConfirm")}
        disabled={send.isPending || previous.isPending}
        onConfirm={run}
      />
    </div>
  );
}
