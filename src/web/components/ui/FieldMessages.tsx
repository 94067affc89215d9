import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { labelClasses } from "./form-styles";

/** The attributes that tie a control to its hint and error, and mark it invalid. */
export function controlAttributes(id: string, hint: unknown, error: string | undefined, invalid = false) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return {
    id,
    "aria-invalid": error || invalid ? (true as const) : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

/** A field's hint and its error. Errors from the shared zod schemas are translation keys, so they are translated here. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
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

/** The label above a control, the control, then its hint and error: every field of the kit is laid out so. */
export function FieldFrame({ id, label, hint, error, className = "", children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
