import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { inputClasses, labelClasses } from "./fields";

interface Side {
  label: string;
  field: UseFormRegisterReturn;
  error?: FieldError | string;
}

/** The English and Spanish versions of one text side by side (stacked on a phone). */
export function LanguagePair({ en, es, multiline = false, rows = 4 }: { en: Side; es: Side; multiline?: boolean; rows?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <One side={en} lang="en" multiline={multiline} rows={rows} />
      <One side={es} lang="es" multiline={multiline} rows={rows} />
    </div>
  );
}

function One({ side, lang, multiline, rows }: { side: Side; lang: string; multiline: boolean; rows: number }) {
  const id = useId();
  const message = typeof side.error === "string" ? side.error : side.error?.message;
  const common = {
    id,
    lang,
    className: inputClasses,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? `${id}-error` : undefined,
    ...side.field,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {side.label}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
