import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ContactDetails, ContactDetailsInput } from "../../../shared/directory";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError, apiGet, apiSend } from "../../lib/api";
import { SettingsCard } from "../settings/components/SettingsCard";

const KEY = ["directory", "me"] as const;
const FIELDS = ["phone", "address", "city", "region", "postalCode", "household"] as const;
const inputClasses = "mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-600";

/** /settings "Contact details": the member's own directory record, if the church linked one to the account. */
export function ContactDetailsSection() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiGet<{ contact: ContactDetails | null }>("/api/directory/me", signal) });
  return (
    <SettingsCard title={t("directory.contact.title")}>
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert" className="text-red-700">{t("directory.contact.loadFailed")}</p>}
      {query.data && !query.data.contact && <p className="text-slate-700">{t("directory.contact.notLinked")}</p>}
      {query.data?.contact && <ContactForm contact={query.data.contact} />}
    </SettingsCard>
  );
}

function ContactForm({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [form, setForm] = useState<Required<ContactDetailsInput>>({
    phone: contact.phone,
    address: contact.address,
    city: contact.city,
    region: contact.region,
    postalCode: contact.postalCode,
    household: contact.household,
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: () => apiSend<{ contact: ContactDetails }>("PUT", "/api/directory/me", form),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      setFieldErrors({});
      toast.success(t("directory.contact.saved"));
    },
    onError: (err) => setFieldErrors(err instanceof ApiError && err.fields ? err.fields : {}),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="contact-details">
      <p className="text-slate-700">{t("directory.contact.intro", { name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email || "-" })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-slate-800">
              {t(`directory.contact.fields.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              className={inputClasses}
              type={field === "phone" ? "tel" : "text"}
              value={form[field]}
              onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
              aria-invalid={fieldErrors[field] ? true : undefined}
              aria-describedby={fieldErrors[field] ? `${id}-${field}-error` : undefined}
            />
            {fieldErrors[field] && (
              <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
                {t("directory.contact.invalid")}
              </p>
            )}
          </div>
        ))}
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
        <p role="alert" className="text-red-700">
          {t("directory.contact.saveFailed")}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("directory.contact.saving") : t("directory.contact.save")}
      </Button>
    </form>
  );
}
