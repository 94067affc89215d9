import { forwardRef, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { Field } from "../../../components/ui/Field";

export type Channel = "email" | "phone";
const CHANNELS: readonly Channel[] = ["email", "phone"];

/** Email or phone, as two buttons of which one is pressed: how a member signs in or is sent a link or code. */
export function ChannelChoice({ label, value, onChange, names }: { label: string; value: Channel; onChange: (channel: Channel) => void; names: Record<Channel, string> }) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
      {CHANNELS.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={value === c}
          onClick={() => onChange(c)}
          className={`rounded-md px-3 py-2 text-sm font-semibold ${value === c ? "bg-white text-brand-800 shadow" : "text-slate-700"}`}
        >
          {names[c]}
        </button>
      ))}
    </div>
  );
}

type PhoneFieldProps = Omit<ComponentProps<typeof Field>, "label"> & { label?: ReactNode };

/** A member's phone number ("Phone" unless labelled otherwise), +1 and a format hint; spread react-hook-form's register() into it. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField({ label, ...props }, ref) {
  const { t } = useTranslation();
  return <Field ref={ref} label={label ?? t("auth.fields.phone")} type="tel" autoComplete="tel" placeholder="+1" hint={t("auth.fields.phoneHint")} {...props} />;
});

/** The member's present password, as signing in, changing the password and deleting the account ask for it. */
export const CurrentPasswordField = forwardRef<HTMLInputElement, ComponentProps<typeof Field>>(function CurrentPasswordField(props, ref) {
  return <Field ref={ref} type="password" autoComplete="current-password" {...props} />;
});

/** The six-digit code texted to a phone ("Code"), numeric, filled in from the text message where the phone offers it. */
export const CodeField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof Field>, "label">>(function CodeField(props, ref) {
  const { t } = useTranslation();
  return <Field ref={ref} label={t("auth.fields.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
});
