import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type AdminTopic, type TopicInput, topicInput } from "../../../../shared/community";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field } from "../../../components/ui/Field";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminT } from "../../admin/useAdminT";
import { useAdminTopics, useSaveTopic } from "./api";
import { BilingualText, cardClasses, FormActions, formClasses, useFieldText, useSaved, useServerErrors } from "./form-parts";

/** The discussion topics members file their threads under. */
export function TopicsTab() {
  const { t, i18n } = useAdminT();
  const lang = i18n.language.startsWith("es") ? "es" : "en";
  const topics = useAdminTopics();
  const [editing, setEditing] = useState<AdminTopic | "new" | null>(null);
  return (
    <div>
      <p className="mb-3 text-slate-700">{t("communityAdmin.topics.intro")}</p>
      {editing === null && (
        <Button className="mb-4" onClick={() => setEditing("new")}>
          {t("communityAdmin.topics.new")}
        </Button>
      )}
      {editing !== null && <TopicForm topic={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      {topics.isPending && <Spinner text={t("common.loading")} />}
      {topics.data?.length === 0 && <p>{t("communityAdmin.topics.none")}</p>}
      <ul className="flex flex-col gap-3">
        {topics.data?.map((topic) => (
          <li key={topic.id} className={`${cardClasses} flex flex-wrap items-start justify-between gap-2`}>
            <div>
              <p className="font-bold text-brand-900">
                {topic.name[lang]} {!topic.active && <span className="text-sm font-normal text-slate-600">({t("communityAdmin.inactive")})</span>}
              </p>
              <p className="text-sm text-slate-700">{topic.description[lang]}</p>
              <p className="text-sm text-slate-600">{t("communityAdmin.topics.threads", { count: topic.threadCount })}</p>
            </div>
            <Button size="sm" variant="outline" onClick={() => setEditing(topic)}>
              {t("communityAdmin.edit")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TopicForm({ topic, onDone }: { topic: AdminTopic | null; onDone: () => void }) {
  const { t } = useAdminT();
  const save = useSaveTopic();
  const saved = useSaved();
  const fieldText = useFieldText();
  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, formState } = useForm<TopicInput, unknown, z.output<typeof topicInput>>({
    resolver: zodResolver(topicInput),
    defaultValues: {
      name: topic?.name ?? { en: "", es: "" },
      description: topic?.description ?? { en: "", es: "" },
      sortOrder: topic?.sortOrder ?? 0,
      active: topic?.active ?? true,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: topic?.id ?? null, input });
      saved();
      onDone();
    } catch (error) {
      serverErrors(setError, error, ["name.en", "name.es", "description.en", "description.es", "sortOrder"]);
    }
  });
  return (
    <form noValidate className={formClasses} onSubmit={(e) => void submit(e)}>
      <BilingualText label={t("communityAdmin.topics.name")} register={(lang) => register(`name.${lang}`)} error={errors.name} max={80} />
      <BilingualText label={t("communityAdmin.topics.description")} register={(lang) => register(`description.${lang}`)} error={errors.description} max={300} multiline />
      <Field
        type="number"
        min={0}
        max={1000}
        className="max-w-32"
        label={t("communityAdmin.topics.order")}
        error={fieldText(errors.sortOrder?.message)}
        {...register("sortOrder", { valueAsNumber: true })}
      />
      <Checkbox label={t("communityAdmin.active")} {...register("active")} />
      <FormActions pending={formState.isSubmitting} error={errors.root?.message} onCancel={onDone} />
    </form>
  );
}
