import { useTranslation } from "react-i18next";

/** The ids a control points at with aria-describedby: its hint and its error, when there are any. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A field's hint and its error. Errors from the shared zod schemas are translation keys, so they are translated here. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}
