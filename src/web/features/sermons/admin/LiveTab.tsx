import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { liveStreamInput } from "../../../../shared/sermons";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { useAdminT } from "../../admin/useAdminT";
import { type LiveSettings, useLiveSettings, useSermonAdminWrites } from "./api";
import { useSermonAdminError } from "./useUploadError";

type Input = z.input<typeof liveStreamInput>;
type Output = z.output<typeof liveStreamInput>;
const FIELDS = ["provider", "url", "liveNow", "serviceMinutes"] as const;

/** The stream of /watch: where it comes from, how long a service lasts, and the switch that puts it on the air. */
function LiveForm({ settings }: { settings: LiveSettings }) {
  const { t } = useAdminT();
  const errorMessage = useSermonAdminError();
  const writes = useSermonAdminWrites();
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Output>({ resolver: zodResolver(liveStreamInput), defaultValues: settings });
  const { errors } = formState;
  const [saved, setSaved] = useState(false);
  const submit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await writes.saveLive.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, [message]] of Object.entries(error.fields)) {
          if (message && (FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
        }
      }
      setError("root", { message: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-label={t("sermonsAdmin.tabs.live")}>
      <p className="text-slate-700">{t("sermonsAdmin.live.intro")}</p>
      <FormError message={errors.root?.message} />
      <FormError tone="success" message={saved ? t("sermonsAdmin.live.saved") : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t("sermonsAdmin.live.provider")}
          options={[
            { value: "youtube", label: t("sermonsAdmin.live.youtube") },
            { value: "hls", label: t("sermonsAdmin.live.hls") },
          ]}
          error={errors.provider?.message}
          {...register("provider")}
        />
        <Field type="number" min={15} max={360} label={t("sermonsAdmin.live.serviceMinutes")} error={errors.serviceMinutes?.message} {...register("serviceMinutes")} />
      </div>
      <Field type="url" label={t("sermonsAdmin.live.url")} hint={t("sermonsAdmin.live.urlHint")} error={errors.url?.message} {...register("url")} />
      <Checkbox label={t("sermonsAdmin.live.liveNow")} {...register("liveNow")} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("sermonsAdmin.saving") : t("sermonsAdmin.save")}
      </Button>
    </form>
  );
}

/** The live tab: the stream of /watch and the switch that puts it on the air. */
export function LiveTab() {
  const errorMessage = useSermonAdminError();
  const live = useLiveSettings();
  if (live.isPending) return <Spinner />;
  if (live.isError) return <FormError message={errorMessage(live.error)} />;
  return <LiveForm settings={live.data} />;
}
