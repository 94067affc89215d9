import { useAdminT } from "../../admin/useAdminT";

/** A saved or failed line under a form. */
export type Notice = { tone: "error" | "success"; message: string } | null;

/** Published or draft, as a badge. */
export function Status({ published }: { published: boolean }) {
  const { t } = useAdminT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
      {published ? t("sermonsAdmin.statusPublished") : t("sermonsAdmin.statusDraft")}
    </span>
  );
}
