import { z } from "./zod";
import { LANGUAGES } from "./i18n";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account-constants";

/*
 * Forms and request bodies of member accounts. Messages are i18n keys (auth.validation.*): the same schema
 * validates the dialog's forms (react-hook-form + zod resolver) and the server's requests.
 */

const E164 = /^\+[1-9]\d{6,14}$/;
/** A username: letters (any alphabet), digits, dot, dash and underscore. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{2,30}$/u;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const signUpBody = z.object({
  fullName: z.string().trim().min(1, "auth.validation.signUpRequired").max(120),
  email: z.string().trim().min(1, "auth.validation.signUpRequired").pipe(z.email("auth.validation.emailInvalid")),
  password: z
    .string()
    .min(1, "auth.validation.signUpRequired")
    .min(MIN_PASSWORD_LENGTH, "auth.validation.passwordTooShort")
    .max(MAX_PASSWORD_LENGTH, "auth.validation.passwordTooLong"),
  username: optionalText.pipe(z.string().toLowerCase().regex(USERNAME_PATTERN, "auth.validation.usernameInvalid").optional()),
  phone: optionalText.pipe(z.string().regex(E164, "auth.validation.phoneInvalid").optional()),
  language: z.enum(LANGUAGES).default("en"),
});

/** The dialog's form adds the confirmation (SPEC.md section 5: "Passwords do not match"). */
export const signUpForm = signUpBody
  .omit({ language: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "auth.validation.passwordsDoNotMatch",
    path: ["confirmPassword"],
  });
export type SignUpForm = z.input<typeof signUpForm>;

export const emailSignInForm = z.object({
  email: z.string().trim().min(1, "auth.validation.emailSignInRequired").pipe(z.email("auth.validation.emailInvalid")),
  password: z.string().min(1, "auth.validation.emailSignInRequired"),
});
export type EmailSignInForm = z.input<typeof emailSignInForm>;

export const phoneSignInForm = z.object({
  phone: z.string().trim().min(1, "auth.validation.phoneSignInRequired").regex(E164, "auth.validation.phoneInvalid"),
  password: z.string().min(1, "auth.validation.phoneSignInRequired"),
});
export type PhoneSignInForm = z.input<typeof phoneSignInForm>;

export const magicLinkForm = z.object({
  email: z.string().trim().min(1, "auth.validation.magicLinkRequired").pipe(z.email("auth.validation.emailInvalid")),
});
export type MagicLinkForm = z.input<typeof magicLinkForm>;

export const phoneCodeForm = z.object({
  phone: z.string().trim().min(1, "auth.validation.phoneRequired").regex(E164, "auth.validation.phoneInvalid"),
  code: z.string().trim().regex(/^\d{6}$/, "auth.validation.codeInvalid"),
});

export const profileUpdateBody = z.object({
  displayName: z.string().trim().max(80).nullable().optional(),
  fullName: z.string().trim().min(1, "auth.validation.fullNameRequired").max(120).optional(),
  username: z.string().trim().toLowerCase().regex(USERNAME_PATTERN, "auth.validation.usernameInvalid").optional(),
  language: z.enum(LANGUAGES).optional(),
});

export const isE164 = (value: string) => E164.test(value);

/** Settings: the new address (better-auth checks it again and sends the link to it). */
export const changeEmailForm = z.object({
  newEmail: z.string().trim().pipe(z.email("auth.validation.emailInvalid")),
});
export type ChangeEmailForm = z.input<typeof changeEmailForm>;

/** Settings: deleting the account asks for its password. */
export const deleteAccountForm = z.object({
  password: z.string().min(1, "settings.delete.confirmLabel"),
});
export type DeleteAccountForm = z.input<typeof deleteAccountForm>;
