import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { type AdminGift, type AdminGiftQuery, GIFT_STATUSES } from "../../../../shared/giving";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDateTime } from "../../admin/format";
import { useAdminT } from "../../admin/useAdminT";
import { money } from "../format";
import { giftQueryString, useAdminFunds, useAdminGifts, useRefundGift } from "./api";
import { StatusBadge, useGivingLanguage } from "./parts";

type GiftFilter = Omit<AdminGiftQuery, "page"> & { page: number };

/** Every gift, filtered by fund, status, dates and donor; the same filter exports the CSV. */
export function GiftsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const language = useGivingLanguage();
  const funds = useAdminFunds();
  const [filter, setFilter] = useState<GiftFilter>({ page: 1 });
  const gifts = useAdminGifts(filter);
  const set = (change: Partial<GiftFilter>) => setFilter((f) => ({ ...f, ...change, page: change.page ?? 1 }));
  const { page: _page, ...csvFilter } = filter;

  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Select id="gift-fund" label={t("givingAdmin.filters.fund")} value={filter.fundId ?? ""} onChange={(e) => set({ fundId: e.target.value || undefined })}>
          <option value="">{t("givingAdmin.filters.allFunds")}</option>
          {funds.data?.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name[language]}
            </option>
          ))}
        </Select>
        <Select
          id="gift-status"
          label={t("givingAdmin.filters.status")}
          value={filter.status ?? ""}
          onChange={(e) => set({ status: (e.target.value || undefined) as AdminGiftQuery["status"] })}
          options={[
            { value: "", label: t("givingAdmin.filters.allStatuses") },
            ...GIFT_STATUSES.map((s) => ({ value: s, label: t(`givingAdmin.status.${s}`) })),
          ]}
        />
        <Field id="gift-from" type="date" label={t("givingAdmin.filters.from")} value={filter.from ?? ""} onChange={(e) => set({ from: e.target.value || undefined })} />
        <Field id="gift-to" type="date" label={t("givingAdmin.filters.to")} value={filter.to ?? ""} onChange={(e) => set({ to: e.target.value || undefined })} />
        <Field id="gift-q" type="search" label={t("givingAdmin.filters.search")} value={filter.q ?? ""} onChange={(e) => set({ q: e.target.value || undefined })} />
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {gifts.data && (
          <div>
            <p className="font-semibold" data-testid="gifts-total">
              {t("givingAdmin.filteredTotal", { total: money(gifts.data.totalCents, gifts.data.gifts[0]?.currency ?? "usd", i18n.language) })}
            </p>
            {gifts.data.demoLeftOut.count > 0 && (
              <p className="mt-1 max-w-prose text-sm text-slate-700" data-testid="gifts-demo-left-out">
                {t("givingAdmin.demoLeftOut", {
                  count: gifts.data.demoLeftOut.count,
                  total: money(gifts.data.demoLeftOut.totalCents, gifts.data.gifts[0]?.currency ?? "usd", i18n.language),
                })}
              </p>
            )}
          </div>
        )}
        <a href={`/api/admin/giving/gifts.csv?${giftQueryString(csvFilter)}`} download className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
          <Download aria-hidden="true" className="size-4" />
          {t("givingAdmin.exportCsv")}
        </a>
      </div>
      {gifts.isPending && <Spinner text={t("common.loading")} />}
      {gifts.data?.gifts.length === 0 && <p>{t("givingAdmin.noGifts")}</p>}
      {gifts.data && gifts.data.gifts.length > 0 && <GiftsTable gifts={gifts.data.gifts} writer={writer} />}
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

// The wide tables scroll sideways on a phone; their scrolling box is a focusable region so a keyboard can too.
function GiftsTable({ gifts, writer }: { gifts: AdminGift[]; writer: boolean }) {
  const { t, i18n } = useAdminT();
  const language = useGivingLanguage();
  return (
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
          {gifts.map((gift) => (
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
