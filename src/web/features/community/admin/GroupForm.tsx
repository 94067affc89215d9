import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type AdminGroup, GROUP_JOIN_POLICIES, GROUP_LANGUAGES, type GroupInput, groupInput } from "../../../../shared/community";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field } from "../../../components/ui/Field";
import { Select } from "../../../components/ui/Select";
import { useAdminT } from "../../admin/useAdminT";
import { useSaveGroup } from "./api";
import { BilingualText, DAYS, FormActions, formClasses, useFieldText, useSaved, useServerErrors } from "./form-parts";

const FIELDS = ["name.en", "name.es", "topic.en", "topic.es", "leaderEmail", "dayOfWeek", "time", "place", "placeEs", "onlineUrl", "capacity", "language", "joinPolicy"];

/** A study group, new or edited; a refused save keeps what was typed and marks the fields. */
export function GroupForm({ group, onDone }: { group: AdminGroup | null; onDone: () => void }) {
  const { t } = useAdminT();
  const save = useSaveGroup();
  const saved = useSaved();
  const fieldText = useFieldText();
  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, formState } = useForm<GroupInput, unknown, z.output<typeof groupInput>>({
    resolver: zodResolver(groupInput),
    defaultValues: {
      name: group?.name ?? { en: "", es: "" },
      topic: group?.topic ?? { en: "", es: "" },
      leaderEmail: group?.leaderEmail ?? "",
      dayOfWeek: group?.dayOfWeek ?? 3,
      time: group?.time ?? "19:00",
      place: group?.place ?? "",
      placeEs: group?.placeEs ?? "",
      onlineUrl: group?.onlineUrl ?? "",
      capacity: group?.capacity ?? 12,
      language: group?.language ?? "en",
      joinPolicy: group?.joinPolicy ?? "open",
      active: group?.active ?? true,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: group?.id ?? null, input });
      saved();
      onDone();
    } catch (error) {
      serverErrors(setError, error, FIELDS);
    }
  });
  return (
    <form noValidate className={formClasses} onSubmit={(e) => void submit(e)}>
      <BilingualText label={t("communityAdmin.groups.name")} register={(lang) => register(`name.${lang}`)} error={errors.name} max={100} />
      <BilingualText label={t("communityAdmin.groups.topic")} register={(lang) => register(`topic.${lang}`)} error={errors.topic} max={200} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field type="email" label={t("communityAdmin.groups.leaderEmail")} error={fieldText(errors.leaderEmail?.message)} {...register("leaderEmail")} />
        <Select
          label={t("communityAdmin.groups.day")}
          options={DAYS.map((day, i) => ({ value: String(i), label: t(`days.${day}`) }))}
          {...register("dayOfWeek", { valueAsNumber: true })}
        />
        <Field type="time" label={t("communityAdmin.groups.time")} error={fieldText(errors.time?.message)} {...register("time")} />
        <Field maxLength={200} lang="en" label={t("communityAdmin.groups.place")} error={fieldText(errors.place?.message)} {...register("place")} />
        <Field maxLength={200} lang="es" label={t("communityAdmin.groups.placeEs")} error={fieldText(errors.placeEs?.message)} {...register("placeEs")} />
        <Field type="url" maxLength={500} label={t("communityAdmin.groups.onlineUrl")} error={fieldText(errors.onlineUrl?.message)} {...register("onlineUrl")} />
        <Field
          type="number"
          min={1}
          max={500}
          label={t("communityAdmin.groups.capacity")}
          error={fieldText(errors.capacity?.message)}
          {...register("capacity", { valueAsNumber: true })}
        />
        <Select
          label={t("communityAdmin.groups.language")}
          options={GROUP_LANGUAGES.map((l) => ({ value: l, label: t(`communityAdmin.groups.languages.${l}`) }))}
          {...register("language")}
        />
        <Select
          label={t("communityAdmin.groups.joinPolicy")}
          options={GROUP_JOIN_POLICIES.map((p) => ({ value: p, label: t(`communityAdmin.groups.policies.${p}`) }))}
          {...register("joinPolicy")}
        />
      </div>
      <Checkbox label={t("communityAdmin.active")} {...register("active")} />
      <FormActions pending={formState.isSubmitting} error={errors.root?.message} onCancel={onDone} />
    </form>
  );
}
