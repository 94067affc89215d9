import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { useAdminT } from "../admin/useAdminT";

export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useAdminT();
  if (pageCount <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("inbox.previous")}
      </Button>
      <span>{t("inbox.pageOf", { page, pages: pageCount })}</span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t("inbox.next")}
      </Button>
    </div>
  );
}

/** A row of toggle buttons (aria-pressed) that choose one filter. */
export function FilterBar<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {options.map((option) => (
        <Button key={option} size="sm" variant={option === value ? "primary" : "outline"} aria-pressed={option === value} onClick={() => onChange(option)}>
          {labelOf(option)}
        </Button>
      ))}
    </div>
  );
}

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "green" | "amber" | "red" | "brand" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-800",
    green: "bg-green-100 text-green-900",
    amber: "bg-amber-100 text-amber-900",
    red: "bg-red-100 text-red-900",
    brand: "bg-brand-50 text-brand-900",
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

