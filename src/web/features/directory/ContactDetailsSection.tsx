import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import type { z } from "zod";
import { type ContactDetails, type ContactDetailsInput, contactDetailsInput } from "../../../shared/directory";
import { Button } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FormError";
import { showServerErrors } from "../../components/ui/form-errors";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { SettingsCard } from "../settings/components/SettingsCard";
import { useMyContact, useSaveMyContact } from "./api";

const FIELDS = ["phone", "address", "city", "region", "postalCode", "household"] as const;

/** /settings "Contact details": the member's own directory record, if the church linked one to the account. */
export function ContactDetailsSection() {
  const { t } = useTranslation();
  const query = useMyContact();
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
  const save = useSaveMyContact();
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<ContactDetailsInput, unknown, z.output<typeof contactDetailsInput>>({
    resolver: zodResolver(contactDetailsInput),
    defaultValues: {
      phone: contact.phone,
      address: contact.address,
      city: contact.city,
      region: contact.region,
      postalCode: contact.postalCode,
      household: contact.household,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      const { contact: saved } = await save.mutateAsync(input);
      reset({ phone: saved.phone, address: saved.address, city: saved.city, region: saved.region, postalCode: saved.postalCode, household: saved.household });
      toast.success(t("directory.contact.saved"));
    } catch (error) {
      showServerErrors(setError, error, FIELDS, "");
      // Field messages stand by their fields; any other failure is said once.
      if (error instanceof ApiError && error.fields) clearErrors("root");
      else setError("root", { message: t("directory.contact.saveFailed") });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" data-testid="contact-details">
      <p className="text-slate-700">{t("directory.contact.intro", { name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email || "-" })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field}
            type={field === "phone" ? "tel" : "text"}
            label={t(`directory.contact.fields.${field}`)}
            error={errors[field]?.message ? t(errors[field].message, { defaultValue: t("directory.contact.invalid") }) : undefined}
            {...register(field)}
          />
        ))}
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("directory.contact.saving") : t("directory.contact.save")}
      </Button>
    </form>
  );
}
