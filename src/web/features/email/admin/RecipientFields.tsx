import { type UseFormReturn, useWatch } from "react-hook-form";
import { MEMBERSHIP_STATUSES } from "../../../../shared/directory";
import type { RecipientKind, RecipientSelection } from "../../../../shared/email-campaigns";
import { type LocalizedText, toLanguage } from "../../../../shared/i18n";
import { Select } from "../../../components/ui/Select";
import { localized } from "../../../lib/format";
import { useAdminT } from "../../admin/useAdminT";
import { useRecipientOptions } from "./api";
import type { ComposeValues } from "./compose-values";

const KINDS: RecipientKind[] = ["all_members", "status", "ministry", "event_registrants", "study_group", "volunteers"];

/** Who gets the email: a kind of list, then the one list of that kind (a ministry, an event, a group...). */
export function RecipientFields({ form }: { form: UseFormReturn<ComposeValues, unknown, unknown> }) {
  const { t, i18n } = useAdminT();
  const language = toLanguage(i18n.resolvedLanguage);
  const options = useRecipientOptions();
  const kind = useWatch({ control: form.control, name: "recipients.kind" });
  const errors = form.formState.errors.recipients;
  const error = (message?: string) => (message ? t(message) : undefined);
  const pick = (name: "ministry" | "eventId" | "groupId", choices: ReadonlyArray<readonly [string, string]>) => (
    <Select
      key={kind}
      label={t(`emailAdmin.kinds.${kind}`)}
      options={[{ value: "", label: t("emailAdmin.choose") }, ...choices.map(([value, label]) => ({ value, label }))]}
      error={error(errors?.[name]?.message)}
      {...form.register(`recipients.${name}`)}
    />
  );
  return (
    <>
      <Select
        label={t("emailAdmin.recipients")}
        options={KINDS.map((k) => ({ value: k, label: t(`emailAdmin.kinds.${k}`) }))}
        {...form.register("recipients.kind", { onChange: () => form.setValue("recipients.ministry", "") })}
      />
      {kind === "status" && (
        <Select
          label={t("emailAdmin.kinds.status")}
          options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t(`emailAdmin.statuses.${s}`) }))}
          {...form.register("recipients.status")}
        />
      )}
      {kind === "ministry" && pick("ministry", (options.data?.ministries ?? []).map((m) => [m, m] as const))}
      {kind === "event_registrants" && pick("eventId", (options.data?.events ?? []).map((ev) => [ev.id, localized(ev.title, language)] as const))}
      {kind === "study_group" && pick("groupId", (options.data?.groups ?? []).map((g) => [g.id, localized(g.name, language)] as const))}
      {kind === "volunteers" && pick("ministry", (options.data?.volunteerMinistries ?? []).map((m) => [m.key, localized(m.name, language)] as const))}
    </>
  );
}

/**
 * Who an email goes to, in words that name the one list: "Members with status: Visitor", "Registrants of Fish
 * Fry". The name comes from the campaign (recipientName) or, while composing, from the pickers' options.
 */
export function useRecipientText({ withOptions }: { withOptions: boolean }) {
  const { t, i18n } = useAdminT();
  const language = toLanguage(i18n.resolvedLanguage);
  const options = useRecipientOptions(withOptions);
  return (selection: RecipientSelection, name?: LocalizedText | null): string => {
    const named = (found: LocalizedText | undefined) => {
      const text = name ?? found;
      return text ? localized(text, language) : t("emailAdmin.describe.gone");
    };
    switch (selection.kind) {
      case "all_members":
        return t("emailAdmin.describe.all_members");
      case "status":
        return t("emailAdmin.describe.status", { status: t(`emailAdmin.status.${selection.status}`) });
      case "ministry":
        return t("emailAdmin.describe.ministry", { name: name ? localized(name, language) : selection.ministry });
      case "event_registrants":
        return t("emailAdmin.describe.event_registrants", { name: named(options.data?.events.find((e) => e.id === selection.eventId)?.title) });
      case "study_group":
        return t("emailAdmin.describe.study_group", { name: named(options.data?.groups.find((g) => g.id === selection.groupId)?.name) });
      case "volunteers":
        return t("emailAdmin.describe.volunteers", {
          name: named(options.data?.volunteerMinistries.find((m) => m.key === selection.ministry)?.name ?? { en: selection.ministry, es: selection.ministry }),
        });
    }
  };
}
