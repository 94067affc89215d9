import type { FieldValues, UseFormRegisterReturn, UseFormSetError } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { ApiError } from "../../../lib/api";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";

export const cardClasses = "rounded-xl border border-slate-200 bg-white p-4";
export const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/**
 * A field's message in the page's language: the shared schemas' keys ("community.validation.x") read from this
 * page's own texts; any other message (zod's own, in English) becomes "This value is not valid".
 */
export function useFieldText() {
  const { t } = useAdminT();
  return (message: unknown): string | undefined => {
    if (typeof message !== "string" || !message) return undefined;
    const key = message.replace(/^(community|forms)\.validation\./, "communityAdmin.validation.");
    return t(key === message ? "communityAdmin.validation.invalid" : key);
  };
}

/**
 * A refused save: the server's field messages by their fields, and one line in the form's alert (the first
 * field's message, or the error itself). Everything typed stays.
 */
export function useServerErrors() {
  const generic = useAdminErrorMessage();
  const fieldText = useFieldText();
  return <T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly string[]) => {
    showServerErrors(setError, error, fields, "");
    const first = error instanceof ApiError && error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
    setError("root", { message: first?.startsWith("community.validation.") ? fieldText(first) : generic(error) });
  };
}

/** The toast after a save. */
export function useSaved() {
  const { t } = useAdminT();
  return () => toast.success(t("communityAdmin.saved"));
}

/** One text in English and Spanish (`name.en` and `name.es`), under its heading. */
export function BilingualText({
  label,
  register,
  error,
  max,
  multiline = false,
}: {
  label: string;
  register: (lang: "en" | "es") => UseFormRegisterReturn;
  error?: Partial<Record<"en" | "es", { message?: string }>>;
  max: number;
  multiline?: boolean;
}) {
  const { t } = useAdminT();
  const fieldText = useFieldText();
  const side = (lang: "en" | "es") => ({ label: t(`communityAdmin.lang.${lang}`), field: { ...register(lang), maxLength: max }, error: fieldText(error?.[lang]?.message) });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{label}</legend>
      <BilingualField multiline={multiline} rows={3} en={side("en")} es={side("es")} />
    </fieldset>
  );
}

/** The end of an edit form: its alert, Save and Cancel. */
export function FormActions({ onCancel, pending, error }: { onCancel: () => void; pending: boolean; error?: string }) {
  const { t } = useAdminT();
  return (
    <>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {t("common.save")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </>
  );
}

export const formClasses = `${cardClasses} mb-4 flex flex-col gap-3`;
