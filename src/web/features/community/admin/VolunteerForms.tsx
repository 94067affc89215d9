import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type AdminOpportunity, type OpportunityInput, opportunityInput, shiftInput } from "../../../../shared/community";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { useAddShift, useSaveOpportunity } from "./api";
import { BilingualText, FormActions, formClasses, useFieldText, useSaved, useServerErrors } from "./form-parts";

/** A volunteer opportunity, new or edited. */
export function OpportunityForm({ opportunity, onDone }: { opportunity: AdminOpportunity | null; onDone: () => void }) {
  const { t } = useAdminT();
  const save = useSaveOpportunity();
  const saved = useSaved();
  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, formState } = useForm<OpportunityInput, unknown, z.output<typeof opportunityInput>>({
    resolver: zodResolver(opportunityInput),
    defaultValues: {
      ministry: opportunity?.ministry ?? { en: "", es: "" },
      title: opportunity?.title ?? { en: "", es: "" },
      description: opportunity?.description ?? { en: "", es: "" },
      active: opportunity?.active ?? true,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: opportunity?.id ?? null, input });
      saved();
      onDone();
    } catch (error) {
      serverErrors(setError, error, ["ministry.en", "ministry.es", "title.en", "title.es", "description.en", "description.es"]);
    }
  });
  return (
    <form noValidate className={formClasses} onSubmit={(e) => void submit(e)}>
      <BilingualText label={t("communityAdmin.volunteer.ministry")} register={(lang) => register(`ministry.${lang}`)} error={errors.ministry} max={80} />
      <BilingualText label={t("communityAdmin.volunteer.title")} register={(lang) => register(`title.${lang}`)} error={errors.title} max={120} />
      <BilingualText label={t("communityAdmin.volunteer.description")} register={(lang) => register(`description.${lang}`)} error={errors.description} max={2000} multiline />
      <Checkbox label={t("communityAdmin.active")} {...register("active")} />
      <FormActions pending={formState.isSubmitting} error={errors.root?.message} onCancel={onDone} />
    </form>
  );
}

/** The shift as typed: its times in this browser's time zone (the church's, for its staff). */
interface ShiftValues {
  startsAt: string;
  endsAt: string;
  slotsNeeded: number;
}
type Shift = z.output<typeof shiftInput>;

const iso = (local: string) => {
  const date = local ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
};
/** The server's own schema checks the shift, once its local times are instants. */
const shiftResolver: Resolver<ShiftValues, unknown, Shift> = (values, context, options) =>
  (zodResolver(shiftInput) as unknown as Resolver<ShiftValues, unknown, Shift>)({ ...values, startsAt: iso(values.startsAt), endsAt: iso(values.endsAt) }, context, options);

/** A new shift of an opportunity. */
export function ShiftForm({ opportunityId }: { opportunityId: string }) {
  const { t } = useAdminT();
  const add = useAddShift();
  const saved = useSaved();
  const fieldText = useFieldText();
  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, reset, formState } = useForm<ShiftValues, unknown, Shift>({
    resolver: shiftResolver,
    defaultValues: { startsAt: "", endsAt: "", slotsNeeded: 2 },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync({ opportunityId, input });
      reset({ startsAt: "", endsAt: "", slotsNeeded: input.slotsNeeded });
      saved();
    } catch (error) {
      serverErrors(setError, error, ["startsAt", "endsAt", "slotsNeeded"]);
    }
  });
  return (
    <form noValidate className="mt-3 grid gap-2 sm:grid-cols-4 sm:items-start" onSubmit={(e) => void submit(e)}>
      <Field type="datetime-local" label={t("communityAdmin.volunteer.starts")} error={fieldText(errors.startsAt?.message)} {...register("startsAt")} />
      <Field type="datetime-local" label={t("communityAdmin.volunteer.ends")} error={fieldText(errors.endsAt?.message)} {...register("endsAt")} />
      <Field
        type="number"
        min={1}
        max={500}
        label={t("communityAdmin.volunteer.slots")}
        error={fieldText(errors.slotsNeeded?.message)}
        {...register("slotsNeeded", { valueAsNumber: true })}
      />
      <Button type="submit" size="sm" className="sm:mt-6" disabled={formState.isSubmitting}>
        {t("communityAdmin.volunteer.addShift")}
      </Button>
      <div className="sm:col-span-4">
        <FormError message={errors.root?.message} />
      </div>
    </form>
  );
}
