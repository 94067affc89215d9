import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import { type GivingSettings, givingSettingsForm } from "../../../../shared/giving";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import type { ComponentProps } from "react";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useGivingSettings, useSaveGivingSettings } from "./api";
import { useGivingFieldText } from "./parts";

type Input = z.input<typeof givingSettingsForm>;
type Output = z.output<typeof givingSettingsForm>;

const FIELDS = ["currency", "maxAmountCents", "presetsCents", "feePercentBasisPoints", "feeFixedCents"] as const;

/** The giving rules (giving:write): currency, the largest gift, the preset amounts and the processing fee. */
export function SettingsTab() {
  const { t } = useAdminT();
  const settings = useGivingSettings(true);
  if (!settings.data) return <Spinner text={t("common.loading")} />;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: GivingSettings }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fieldText = useGivingFieldText();
  const save = useSaveGivingSettings();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(givingSettingsForm),
    defaultValues: {
      currency: initial.currency,
      maxAmountCents: (initial.maxAmountCents / 100).toFixed(2),
      presetsCents: initial.presetsCents.map((c) => (c / 100).toString()).join(", "),
      feePercentBasisPoints: initial.feePercentBasisPoints,
      feeFixedCents: initial.feeFixedCents,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t("givingAdmin.settings.saved"));
    } catch (err) {
      showServerErrors(setError, err, FIELDS, errorMessage(err));
      setError("root", { message: errorMessage(err) });
    }
  });
  const invalid = Object.keys(errors).some((name) => name !== "root");

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-4" data-testid="giving-settings">
      <FormError message={errors.root?.message ?? (invalid ? t("givingAdmin.settings.invalid") : undefined)} />
      <Field id="giving-currency" label={t("givingAdmin.settings.currency")} autoComplete="off" error={fieldText(errors.currency?.message)} {...register("currency")} />
      <Field id="giving-max" inputMode="decimal" label={t("givingAdmin.settings.max")} error={fieldText(errors.maxAmountCents?.message)} {...register("maxAmountCents")} />
      <Field id="giving-presets" label={t("givingAdmin.settings.presets")} error={fieldText(errors.presetsCents?.message)} {...register("presetsCents")} />
      <FeeField id="giving-fee-percent" label={t("givingAdmin.settings.feePercent")} error={fieldText(errors.feePercentBasisPoints?.message)} {...register("feePercentBasisPoints", { valueAsNumber: true })} />
      <FeeField id="giving-fee-fixed" label={t("givingAdmin.settings.feeFixed")} error={fieldText(errors.feeFixedCents?.message)} {...register("feeFixedCents", { valueAsNumber: true })} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t("givingAdmin.settings.save")}
        </Button>
      </div>
    </form>
  );
}

/** A part of the processing fee, a whole number from 0 to 1000 as the settings schema takes (basis points or cents). */
function FeeField(props: ComponentProps<typeof Field>) {
  return <Field type="number" min={0} max={1000} {...props} />;
}
