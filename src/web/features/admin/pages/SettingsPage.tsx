import { withInboxStrings } from "../../inbox/strings";
import { RequireScope } from "../components/RequireScope";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useFieldArray, useForm, type Control, type FieldPath, type UseFormRegister } from "react-hook-form";
import type { AdminSettingsUpdate } from "../../../../shared/admin";
import { WEEKDAYS } from "../../../../shared/site-constants";
import { parseThemeSongUrl, THEME_SONG_PROVIDER_NAMES, THEME_SONG_PROVIDERS } from "../../../../shared/theme-song";
import type { SiteSettings } from "../../../../shared/site";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { sitePartKey } from "../../../lib/site";
import { adminApi } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";
import { inputClasses } from "../../../components/ui/form-styles";
import { ControlError, Labelled } from "../../../components/ui/Labelled";

type FormValues = AdminSettingsUpdate;

function toForm(settings: SiteSettings): FormValues {
  const { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks, themeSong } = settings;
  // Every track field gets a string, so an empty field is sent as "" (none) rather than left out.
  const tracks = { spotify: themeSong.tracks.spotify ?? "", apple: themeSong.tracks.apple ?? "", youtube: themeSong.tracks.youtube ?? "" };
  return { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks, themeSong: { title: themeSong.title, tracks } };
}

function Field({
  label,
  name,
  register,
  error,
  type = "text",
  required = true,
}: {
  label: string;
  name: FieldPath<FormValues>;
  register: UseFormRegister<FormValues>;
  error?: string;
  type?: string;
  required?: boolean;
}) {
  const id = useId();
  const { t } = useAdminT();
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type={type}
        className={`mt-1 ${inputClasses}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name, { required: required ? t("settings.required") : false })}
      />
      <ControlError id={id} error={error} />
    </Labelled>
  );
}

/** /admin/settings: the church's public details in both languages; the public pages show them within a minute. */
function SettingsPage() {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["admin", "settings"],
    queryFn: ({ signal }) => adminApi("/api/admin/settings", { signal }),
    staleTime: 0,
  });
  const form = useForm<FormValues>();
  const { register, handleSubmit, reset, formState } = form;
  const [notice, setNotice] = useState<{ tone: "error" | "success"; message: string } | null>(null);

  useEffect(() => {
    if (query.data) reset(toForm(query.data));
  }, [query.data, reset]);

  const save = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await adminApi("/api/admin/settings", { method: "PUT", body: values });
      queryClient.setQueryData(["admin", "settings"], saved);
      queryClient.setQueryData(["site"], saved);
      // The header reads the name alone (web/lib/site.ts): the new one shows at once.
      queryClient.setQueryData(sitePartKey("name"), saved.name);
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "sms"] });
      setNotice({ tone: "success", message: t("settings.saved") });
    } catch (err) {
      const fields = err instanceof ApiError && err.fields ? Object.keys(err.fields).join(", ") : "";
      setNotice({ tone: "error", message: fields ? t("settings.invalidFields", { fields }) : errorMessage(err) });
    }
  });

  const err = (path: string): string | undefined => {
    const value = path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), formState.errors);
    return value && typeof value === "object" && "message" in value && typeof value.message === "string" ? value.message : undefined;
  };

  return (
    <section>
      <PageHeading title={t("settings.title")}>{t("settings.intro")}</PageHeading>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <FormError tone="error" message={errorMessage(query.error)} /> : null}
      {query.data ? (
        <form onSubmit={(e) => void save(e)} className="space-y-8" noValidate>
          <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <legend className="px-1 text-lg font-bold text-brand-900">{t("settings.church")}</legend>
            <Field label={t("settings.name")} name="name" register={register} error={err("name")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("settings.taglineEn")} name="tagline.en" register={register} error={err("tagline.en")} />
              <Field label={t("settings.taglineEs")} name="tagline.es" register={register} error={err("tagline.es")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("settings.pastor")} name="pastor" register={register} error={err("pastor")} />
              <Field label={t("settings.timeZone")} name="timeZone" register={register} error={err("timeZone")} />
            </div>
          </fieldset>

          <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <legend className="px-1 text-lg font-bold text-brand-900">{t("settings.contact")}</legend>
            <Field label={t("settings.street")} name="address.street" register={register} error={err("address.street")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("settings.city")} name="address.city" register={register} error={err("address.city")} />
              <Field label={t("settings.region")} name="address.region" register={register} error={err("address.region")} />
              <Field label={t("settings.postalCode")} name="address.postalCode" register={register} error={err("address.postalCode")} />
              <Field label={t("settings.country")} name="address.country" register={register} error={err("address.country")} />
              <Field label={t("settings.phone")} name="phone" type="tel" register={register} error={err("phone")} />
              <Field label={t("settings.email")} name="email" type="email" register={register} error={err("email")} />
              <Field label={t("settings.textKeyword")} name="textToJoin.keyword" register={register} error={err("textToJoin.keyword")} />
              <Field label={t("settings.textKeywordEs")} name="textToJoin.keywordEs" register={register} error={err("textToJoin.keywordEs")} />
              <Field label={t("settings.textNumber")} name="textToJoin.number" register={register} error={err("textToJoin.number")} />
            </div>
          </fieldset>

          <ServiceTimesEditor control={form.control} register={register} name="serviceTimes" legend={t("settings.serviceTimes")} help={t("settings.serviceTimesHelp")} />
          <ServiceTimesEditor
            control={form.control}
            register={register}
            name="contactServiceTimes"
            legend={t("settings.contactServiceTimes")}
            help={t("settings.contactServiceTimesHelp")}
          />

          <ThemeSongFields register={register} err={err} />

          <div className="space-y-3">
            {notice ? <FormError tone={notice.tone} message={notice.message} /> : null}
            <Button type="submit" disabled={formState.isSubmitting}>
              {t("settings.save")}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

const TRACK_LABELS = { spotify: "settings.themeSongSpotify", apple: "settings.themeSongApple", youtube: "settings.themeSongYoutube" } as const;
const TRACK_EXAMPLES = {
  spotify: "https://open.spotify.com/track/…",
  apple: "https://music.apple.com/us/song/…",
  youtube: "https://www.youtube.com/watch?v=…",
} as const;

/** The theme song (issue 23): its title and the track on each service, checked here as the server checks it. */
function ThemeSongFields({ register, err }: { register: UseFormRegister<FormValues>; err: (path: string) => string | undefined }) {
  const { t } = useAdminT();
  const baseId = useId();
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" data-testid="theme-song-settings">
      <legend className="px-1 text-lg font-bold text-brand-900">{t("settings.themeSong")}</legend>
      <p className="text-sm text-slate-700">{t("settings.themeSongHelp")}</p>
      <Field label={t("settings.themeSongTitle")} name="themeSong.title" register={register} error={err("themeSong.title")} />
      {THEME_SONG_PROVIDERS.map((provider) => {
        const id = `${baseId}-${provider}`;
        const error = err(`themeSong.tracks.${provider}`);
        return (
          <Labelled key={provider} id={id} label={t(TRACK_LABELS[provider])}>
            <input
              id={id}
              type="url"
              inputMode="url"
              className={`mt-1 ${inputClasses}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              {...register(`themeSong.tracks.${provider}`, {
                validate: (value) =>
                  !value || parseThemeSongUrl(value)?.provider === provider || t("settings.themeSongInvalid", { provider: THEME_SONG_PROVIDER_NAMES[provider] }),
              })}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
              {t("settings.themeSongExample", { example: TRACK_EXAMPLES[provider] })}
            </p>
            <ControlError id={id} error={error} />
          </Labelled>
        );
      })}
    </fieldset>
  );
}

function ServiceTimesEditor({
  control,
  register,
  name,
  legend,
  help,
}: {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  name: "serviceTimes" | "contactServiceTimes";
  legend: string;
  help: string;
}) {
  const { t } = useAdminT();
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-lg font-bold text-brand-900">{legend}</legend>
      <p className="text-sm text-slate-700">{help}</p>
      {fields.map((field, index) => {
        const id = `${baseId}-${index}`;
        return (
          <div key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto_auto_auto] sm:items-end" data-testid={`${name}-row`}>
            <Labelled id={`${id}-en`} label={t("settings.serviceLabelEn")}>
              <input id={`${id}-en`} className={`mt-1 ${inputClasses}`} {...register(`${name}.${index}.label.en`, { required: true })} />
            </Labelled>
            <Labelled id={`${id}-es`} label={t("settings.serviceLabelEs")}>
              <input id={`${id}-es`} className={`mt-1 ${inputClasses}`} {...register(`${name}.${index}.label.es`, { required: true })} />
            </Labelled>
            <Labelled id={`${id}-day`} label={t("settings.day")}>
              <select id={`${id}-day`} className={`mt-1 ${inputClasses}`} {...register(`${name}.${index}.day`)}>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {t(`days.${day}`)}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled id={`${id}-time`} label={t("settings.time")}>
              <input id={`${id}-time`} type="time" className={`mt-1 ${inputClasses}`} {...register(`${name}.${index}.time`, { required: true })} />
            </Labelled>
            <Button type="button" variant="outline" size="sm" onClick={() => remove(index)} aria-label={t("settings.removeService", { index: index + 1 })}>
              {t("settings.remove")}
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ id: `service-${Date.now().toString(36)}`, label: { en: "", es: "" }, day: "sunday", time: "10:00" })}
      >
        {t("settings.addService")}
      </Button>
    </fieldset>
  );
}

// The prayer wall's and connection forms' settings: their own chunk and texts (features/inbox).
const ConnectSettingsPanel = lazy(
  withInboxStrings(() => import("../../inbox/ConnectSettingsPanel").then((m) => ({ default: m.ConnectSettingsPanel }))),
);

// Text-to-connect: how texts reach the site, and "Try a text" (features/inbox, the same chunk's texts).
const TryTextPanel = lazy(withInboxStrings(() => import("../../inbox/TryTextPanel").then((m) => ({ default: m.TryTextPanel }))));

export function SettingsRoute() {
  return (
    <RequireScope scope="settings:write">
      <SettingsPage />
      <Suspense fallback={null}>
        <ConnectSettingsPanel />
        <TryTextPanel />
      </Suspense>
    </RequireScope>
  );
}
