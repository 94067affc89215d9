import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { type DirectoryPerson, type DirectoryPersonValues, MEMBERSHIP_STATUSES } from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { Select } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useDeletePerson, useSavePerson } from "./api";
import { formOf, messageOf, personResolver, type PersonValues, useFieldText } from "./person-values";
import { LinkAccountForm, PastoralNotesForm } from "./PersonExtras";

const TEXT_FIELDS = [
  ["firstName", "text"],
  ["lastName", "text"],
  ["email", "email"],
  ["phone", "tel"],
  ["address", "text"],
  ["city", "text"],
  ["region", "text"],
  ["postalCode", "text"],
  ["household", "text"],
  ["joinDate", "date"],
] as const;
const FIELDS = [...TEXT_FIELDS.map(([name]) => name), "status", "language"];

/** One person's record, new or edited; the account link and pastoral notes are saved apart. */
export function PersonForm({ person, pastoral, onDone }: { person?: DirectoryPerson; pastoral: boolean; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fieldText = useFieldText();
  const save = useSavePerson();
  const remove = useDeletePerson();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<PersonValues, unknown, DirectoryPersonValues>({
    resolver: personResolver,
    defaultValues: formOf(person),
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: person?.id, input });
      toast.success(t("directoryAdmin.saved"));
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      showServerErrors(setError, error, FIELDS, "");
      const ministry = Object.entries(fields ?? {}).find(([key]) => key.startsWith("ministries"))?.[1][0];
      if (ministry) setError("ministries", { message: ministry });
      // Field messages stand by their fields; anything else is said once, above the buttons.
      if (fields) clearErrors("root");
      else setError("root", { message: errorMessage(error) });
    }
  });
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="person-form">
      <h2 className="text-lg font-bold text-brand-900">{person ? `${person.firstName} ${person.lastName}` : t("directoryAdmin.add")}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, type]) => (
          <Field key={name} type={type} label={t(`directoryAdmin.fields.${name}`)} error={fieldText(errors[name]?.message)} {...register(name)} />
        ))}
        <Select
          label={t("directoryAdmin.fields.status")}
          error={fieldText(errors.status?.message)}
          options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t(`directoryAdmin.status.${s}`) }))}
          {...register("status")}
        />
        <Select
          label={t("directoryAdmin.fields.language")}
          options={[
            { value: "en", label: "English" },
            { value: "es", label: "Español" },
          ]}
          {...register("language")}
        />
        <Field
          className="sm:col-span-2"
          label={t("directoryAdmin.fields.ministries")}
          hint={t("directoryAdmin.ministriesHint")}
          error={fieldText(messageOf(errors.ministries))}
          {...register("ministries")}
        />
        {errors.root?.message ? (
          <div className="sm:col-span-2">
            <FormError message={errors.root.message} />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("directoryAdmin.saving") : t("directoryAdmin.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          {person && (
            <ConfirmButton
              label={t("directoryAdmin.delete")}
              title={t("directoryAdmin.deleteTitle")}
              description={t("directoryAdmin.deleteBody", { name: `${person.firstName} ${person.lastName}` })}
              confirmLabel={t("directoryAdmin.delete")}
              variant="outline"
              onConfirm={() => remove.mutate(person.id, { onSuccess: onDone })}
            />
          )}
        </div>
      </form>
      {person && <LinkAccountForm person={person} />}
      {person && pastoral && <PastoralNotesForm person={person} />}
    </div>
  );
}
