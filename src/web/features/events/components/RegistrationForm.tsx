import { CheckCircle2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { useTranslation } from "../../../i18n/use-translation";
import type { z } from "zod";
import type { EventDetail, RegistrationField, registrationInput, RegistrationResult } from "../../../../shared/events";
import type { Language } from "../../../../shared/i18n";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { localized } from "../../../lib/format";
import { useAccount } from "../../auth/account";
import { useRegister } from "../api";
import { errorKey } from "../event-format";
import { ControlError } from "../../../components/ui/Labelled";

type FormValues = z.input<typeof registrationInput>;
type FormOutput = z.output<typeof registrationInput>;
type RegistrationInput = typeof registrationInput;

/** The form's resolver: zod and the schema load when the visitor starts on the form (or sends it). */
function resolverFor(fields: RegistrationField[]) {
  return lazyZodResolver<FormValues, FormOutput>(() => import("../../../../shared/events").then((m) => schemaFor(m.registrationInput, fields)));
}

/** The shared registration schema plus this event's own questions (required, numbers, choices). */
function schemaFor(registrationInput: RegistrationInput, fields: RegistrationField[]) {
  return registrationInput.superRefine((value, ctx) => {
    for (const field of fields) {
      const answer = value.answers[field.id];
      const empty = answer === undefined || answer === "" || answer === false;
      if (empty) {
        if (field.required) ctx.addIssue({ code: "custom", path: ["answers", field.id], message: "answerRequired" });
      } else if (field.type === "number" && typeof answer === "string" && !/^-?\d+(\.\d+)?$/.test(answer.trim())) {
        ctx.addIssue({ code: "custom", path: ["answers", field.id], message: "answerNumber" });
      }
    }
  });
}

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base aria-[invalid=true]:border-red-700";

/**
 * Registration for events that need one: name, email and the event's questions. A guest may register; a
 * signed-in member's name and email are filled in. What was typed stays when the server says no.
 */
export function RegistrationForm({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const { user } = useAccount();
  const register = useRegister(event.eventId, event.date);
  const [done, setDone] = useState<{ result: RegistrationResult; email: string } | null>(null);
  const resolver = useMemo(() => resolverFor(event.registrationFields), [event.registrationFields]);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver,
    values: { name: user?.name ?? "", email: user?.email ?? "", answers: {}, website: "", language },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const message = (text: string | undefined) => {
    if (!text) return undefined;
    // The shared schema's messages are keys (events.validation.*); the custom questions' own checks name events.errors.*.
    if (i18n.exists(text)) return t(text);
    return i18n.exists(`events.errors.${text}`) ? t(`events.errors.${text}`) : text;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await register.mutateAsync(values);
      setDone({ result, email: values.email });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          form.setError(field as FieldPath<FormValues>, { message: field.startsWith("answers.") ? "answerRequired" : messages[0] });
        }
      }
      form.setError("root", { message: t(errorKey(error)) });
    }
  });

  if (done) {
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        <p>{t(done.result.status === "going" ? "events.register.doneGoing" : "events.register.doneWaitlisted", { email: done.email })}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} onFocusCapture={resolver.preload} className="space-y-4" aria-describedby={errors.root ? "register-error" : undefined}>
      {errors.root && (
        <p id="register-error" role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {errors.root.message}
        </p>
      )}
      <div>
        <label htmlFor="reg-name" className="font-semibold">
          {t("events.register.name")}
        </label>
        <input id="reg-name" autoComplete="name" className={inputClass} aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? "reg-name-error" : undefined} {...form.register("name")} />
        {errors.name && (
          <p id="reg-name-error" className="mt-1 text-sm text-red-800">
            {t("events.errors.name")}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="reg-email" className="font-semibold">
          {t("events.register.email")}
        </label>
        <input
          id="reg-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? "reg-email-error" : undefined}
          {...form.register("email")}
        />
        {errors.email && (
          <p id="reg-email-error" className="mt-1 text-sm text-red-800">
            {t("events.errors.email")}
          </p>
        )}
      </div>
      {event.registrationFields.map((field) => {
        const id = `reg-${field.id}`;
        const error = message(errors.answers?.[field.id]?.message);
        const label = (
          <>
            {localized(field.label, language)}
            {field.required && <span className="ml-1 text-sm font-normal text-slate-600">({t("events.register.required")})</span>}
          </>
        );
        const common = {
          id,
          "aria-invalid": Boolean(error),
          "aria-describedby": error ? `${id}-error` : undefined,
          ...form.register(`answers.${field.id}`),
        };
        return (
          <div key={field.id}>
            {field.type === "checkbox" ? (
              <label htmlFor={id} className="flex items-center gap-2 font-semibold">
                <input type="checkbox" className="size-5" {...common} />
                {label}
              </label>
            ) : (
              <>
                <label htmlFor={id} className="font-semibold">
                  {label}
                </label>
                {field.type === "textarea" ? (
                  <textarea rows={3} className={inputClass} {...common} />
                ) : field.type === "select" ? (
                  <select className={inputClass} {...common}>
                    <option value="">{t("events.register.choose")}</option>
                    {field.options.map((option) => (
                      <option key={option.en} value={option.en}>
                        {localized(option, language)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input inputMode={field.type === "number" ? "numeric" : undefined} className={inputClass} {...common} />
                )}
              </>
            )}
            <ControlError id={id} error={error} />
          </div>
        );
      })}
      {/* People never see this field; bots that fill every input do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="reg-website">{t("events.register.honeypot")}</label>
        <input id="reg-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("events.register.submitting") : t("events.register.submit")}
      </Button>
    </form>
  );
}
