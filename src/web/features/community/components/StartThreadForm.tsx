import { useForm } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import type { DiscussionTopic, ThreadInput, threadInput } from "../../../../shared/community";
import { DISCUSSION_LIMITS } from "../../../../shared/community-constants";
import type { Language } from "../../../../shared/i18n";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useFirstError } from "../../../components/ui/form-errors";
import { Select } from "../../../components/ui/Select";
import { localized } from "../../../lib/format";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useStartThread } from "../api";
import { DialogFormButtons } from "./DialogFormButtons";
import { showCommunityErrors } from "./errors";

const FIELDS = ["topicId", "title", "body"] as const;
const threadResolver = lazyZodResolver<ThreadInput, z.output<typeof threadInput>>(() =>
  import("../../../../shared/community").then((m) => m.threadInput),
);

/** A new discussion; checked with the server's own schema first, so nothing typed is lost. */
export function StartThreadForm({ topics, initialTopic, onDone }: { topics: DiscussionTopic[]; initialTopic: string | null; onDone: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? "en") as Language;
  const start = useStartThread();
  const { register, handleSubmit, setError, formState } = useForm<ThreadInput, unknown, z.output<typeof threadInput>>({
    resolver: threadResolver,
    defaultValues: { topicId: initialTopic ?? topics[0]?.id ?? "", title: "", body: "", notifyOnReply: true },
  });
  const { errors } = formState;
  const firstError = useFirstError(errors, [...FIELDS]);
  const submit = handleSubmit(async (input) => {
    try {
      const { thread } = await start.mutateAsync(input);
      toast.success(t("community.discussions.started"));
      onDone(thread.id);
    } catch (error) {
      showCommunityErrors(setError, t, error, FIELDS);
    }
  });
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} onFocusCapture={threadResolver.preload} noValidate>
      <Select
        label={t("community.discussions.topic")}
        options={topics.map((topic) => ({ value: topic.id, label: localized(topic.name, language) }))}
        {...register("topicId")}
      />
      <Field label={t("community.discussions.title")} maxLength={DISCUSSION_LIMITS.title} invalid={!!errors.title} {...register("title")} />
      <TextAreaField
        label={t("community.discussions.message")}
        rows={6}
        maxLength={DISCUSSION_LIMITS.body}
        hint={t("community.discussions.plainText")}
        invalid={!!errors.body}
        {...register("body")}
      />
      <Checkbox label={t("community.discussions.notify")} {...register("notifyOnReply")} />
      <FormError message={firstError ?? errors.root?.message} />
      <DialogFormButtons submitLabel={t("community.discussions.post")} submitting={formState.isSubmitting} />
    </form>
  );
}
