import { useAdminT } from "../../admin/useAdminT";

/** Pieces of the event editor's layout: its groups of fields and a row's error. The fields are the form kit's. */
export function ErrorText({ message }: { message?: string }) {
  if (!message) return null;
  return <p className="mt-1 text-sm text-red-800">{message}</p>;
}

export const fieldsetClasses = "min-w-0 space-y-4 rounded-xl border border-slate-200 p-4";
export const legendClasses = "px-1 text-base font-bold text-brand-900";

/** A select's options for one of the event's choices (category, status, visibility), each named in the admin's language. */
export function ChoiceOptions({ values, group }: { values: readonly string[]; group: "category" | "status" | "visibility" }) {
  const { t } = useAdminT();
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`eventsAdmin.${group}.${value}`)}
        </option>
      ))}
    </>
  );
}
