import { type ReactNode, useId } from "react";
import { useTranslation } from "../../i18n/use-translation";
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

/**
 * A field's error in the reader's language: the shared zod schemas' messages are translation keys, of the public
 * texts or (in the admin portal) of the "admin" namespace; any other text (the server's own message) is as it is.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation();
  return (error: string): string => {
    if (i18n.exists(error)) return t(error);
    if (i18n.exists(error, { ns: "admin" })) return t(error, { ns: "admin" });
    return error;
  };
}

/** A field's hint and its error (translated by useFieldErrorText). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const errorText = useFieldErrorText();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {errorText(error)}
        </p>
      ) : null}
    </>
  );
}

/**
 * The label above a control, the control, then its hint and error: every field of the kit is laid out so. A
 * hidden label (a control whose row already names it, as a cart line's quantity) is still read by screen readers.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  hideLabel = false,
  className = "",
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClasses}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type ControlProps = ReturnType<typeof controlAttributes>;

/**
 * A field whose control the caller draws (a date and time pair, a number with its unit, a select built from
 * live data): the kit gives the ids and aria attributes to spread on it, and lays it out like every other field.
 */
export function CustomField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {children(controlAttributes(id, hint, error))}
    </FieldFrame>
  );
}
