import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import { type Fund, fundInput } from "../../../../shared/giving";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useSaveFund } from "./api";
import { useGivingFieldText } from "./parts";

type Input = z.input<typeof fundInput>;
type Output = z.output<typeof fundInput>;

const FIELDS = ["slug", "name.en", "name.es", "description.en", "description.es", "sortOrder", "active"] as const;

/** A new fund or an edited one, checked with the server's own schema; a refused save keeps everything typed. */
export function FundForm({ fund, onDone }: { fund: Fund | null; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fieldText = useGivingFieldText();
  const save = useSaveFund();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(fundInput),
    defaultValues: {
      slug: fund?.slug ?? "",
      name: { en: fund?.name.en ?? "", es: fund?.name.es ?? "" },
      description: { en: fund?.description.en ?? "", es: fund?.description.es ?? "" },
      sortOrder: fund?.sortOrder ?? 10,
      active: fund?.active ?? true,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: fund?.id, input });
      toast.success(t("givingAdmin.funds.saved"));
      onDone();
    } catch (err) {
      showServerErrors(setError, err, FIELDS, errorMessage(err));
      // The form's own message in the admin's language rather than the server's English.
      setError("root", { message: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2" data-testid="fund-form">
      <div className="sm:col-span-2">
        <FormError message={errors.root?.message} />
      </div>
      <Field id="fund-slug" label={t("givingAdmin.funds.slug")} autoComplete="off" error={fieldText(errors.slug?.message)} {...register("slug")} />
      <Field
        id="fund-order"
        type="number"
        min={0}
        max={1000}
        label={t("givingAdmin.funds.order")}
        error={fieldText(errors.sortOrder?.message)}
        {...register("sortOrder", { valueAsNumber: true })}
      />
      <div className="sm:col-span-2">
        <BilingualField
          en={{ label: t("givingAdmin.funds.nameEn"), field: register("name.en"), error: fieldText(errors.name?.en?.message) }}
          es={{ label: t("givingAdmin.funds.nameEs"), field: register("name.es"), error: fieldText(errors.name?.es?.message) }}
        />
      </div>
      <div className="sm:col-span-2">
        <BilingualField
          multiline
          rows={3}
          en={{ label: t("givingAdmin.funds.descriptionEn"), field: register("description.en"), error: fieldText(errors.description?.en?.message) }}
          es={{ label: t("givingAdmin.funds.descriptionEs"), field: register("description.es"), error: fieldText(errors.description?.es?.message) }}
        />
      </div>
      <Checkbox className="sm:col-span-2" label={t("givingAdmin.funds.active")} {...register("active")} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("givingAdmin.funds.save")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("givingAdmin.funds.cancel")}
        </Button>
      </div>
    </form>
  );
}
