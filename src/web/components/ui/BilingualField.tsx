import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Field, TextAreaField } from "./Field";

interface BilingualSide {
  label: string;
  field: UseFormRegisterReturn;
  error?: FieldError | string;
}

const messageOf = (error: BilingualSide["error"]) => (typeof error === "string" ? error : error?.message);

/** One text in English and Spanish, side by side (stacked on a phone); each side is marked with its language. */
export function BilingualField({ en, es, multiline = false, rows = 4 }: { en: BilingualSide; es: BilingualSide; multiline?: boolean; rows?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {([
        ["en", en],
        ["es", es],
      ] as const).map(([lang, side]) =>
        multiline ? (
          <TextAreaField key={lang} lang={lang} label={side.label} rows={rows} error={messageOf(side.error)} {...side.field} />
        ) : (
          <Field key={lang} lang={lang} type="text" label={side.label} error={messageOf(side.error)} {...side.field} />
        ),
      )}
    </div>
  );
}
