import { z } from "./zod";
import { CARD_TOKEN_LENGTH } from "./address-values";
import { LANGUAGES, type Language } from "./i18n";
import { optionalUserText, userText } from "./user-text";

/**
 * Text-to-connect: a visitor texts the church's keyword (HOME, or its Spanish counterpart HOGAR) and gets a
 * link to a one-page connection card. These are the rules the webhook, the admin's "try a text" box and the
 * card share.
 */

export const DEFAULT_TEXT_KEYWORDS = { en: "HOME", es: "HOGAR" } as const;

/** "home", " H O M E ", "Hogar!" and "HÓGAR" all read as one keyword: letters and digits only, accents dropped, upper case. */
export function normalizeKeyword(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toUpperCase();
}

/**
 * The words carriers and Twilio treat as opt-out, opt-in and help (Twilio's defaults), with Spanish ones a
 * Spanish speaker would send. STOP and START work in either language; the Spanish words choose the answer's language.
 */
export const SMS_COMMANDS = {
  stop: { en: ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"], es: ["ALTO", "PARAR", "BAJA", "CANCELAR"] },
  start: { en: ["START", "UNSTOP", "YES"], es: ["INICIAR", "REANUDAR"] },
  help: { en: ["HELP", "INFO"], es: ["AYUDA"] },
} as const satisfies Record<string, Record<Language, readonly string[]>>;
export type SmsCommand = keyof typeof SMS_COMMANDS;

const RESERVED = new Set<string>(Object.values(SMS_COMMANDS).flatMap((byLanguage) => [...byLanguage.en, ...byLanguage.es]));

/** A keyword as an admin saves it: 2 to 20 letters or digits once normalised, and none of the opt-out/help words. */
const textKeyword = z
  .string()
  .trim()
  .max(40, "admin.validation.keyword")
  .transform(normalizeKeyword)
  .pipe(
    z
      .string()
      .min(2, "admin.validation.keyword")
      .max(20, "admin.validation.keyword")
      .refine((word) => !RESERVED.has(word), "admin.validation.keywordReserved"),
  );

/** The "Text HOME to ..." settings: both keywords and the number people text. */
export const textToJoinUpdate = z
  .object({
    keyword: textKeyword,
    keywordEs: textKeyword,
    number: z.string().trim().max(40),
  })
  .refine((v) => v.keyword !== v.keywordEs, { path: ["keywordEs"], message: "admin.validation.keywordsDiffer" });

/** A phone number as Twilio sends it (E.164), or as an admin types one into the "try a text" box. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s().-]/g, "");
  const e164 = /^\d{10}$/.test(digits) ? `+1${digits}` : /^1\d{10}$/.test(digits) ? `+${digits}` : digits;
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}

export const SMS_BODY_MAX = 1600;

/** Admin > Settings > "Try a text": the same flow as a real text, without a Twilio number. */
export const trialTextInput = z.object({
  from: z
    .string()
    .trim()
    .max(30)
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "admin.validation.trialPhone" });
        return z.NEVER;
      }
      return phone;
    }),
  body: z.string().max(SMS_BODY_MAX).refine((v) => v.trim().length > 0, "admin.validation.trialMessage"),
});

/** What the church's number answered (or did not answer) a text. */
export interface TextReply {
  /** What the text was read as. */
  action: "welcome" | "stop" | "start" | "help" | "message" | "ignored";
  /** The answer sent back, in the sender's language; null when nothing is sent (opted out, already thanked...). */
  reply: string | null;
  /** The connection card's link, when the answer carries one. */
  link: string | null;
  language: Language;
}

export const HEARD_FROM = ["friend", "online", "social", "drove-by", "event", "other"] as const;

const CARD_LIMITS = { name: 100, email: 254, prayer: 2000 } as const;
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The connection card a text's link opens (/connect/card?t=...). */
export const connectionCardForm = z.object({
  token: z.string().min(CARD_TOKEN_LENGTH.min).max(CARD_TOKEN_LENGTH.max),
  name: userText(CARD_LIMITS.name, "forms.validation.nameRequired"),
  email: z
    .string()
    .trim()
    .max(CARD_LIMITS.email, "forms.validation.tooLong")
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), "forms.validation.email")
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  heardFrom: z
    .union([z.enum(HEARD_FROM), z.literal("")])
    .nullish()
    .transform((v) => (v ? v : null)),
  prayerRequest: optionalUserText(CARD_LIMITS.prayer),
  wantsVisit: z.boolean().default(false),
  language: z.enum(LANGUAGES).default("en"),
  /** Hidden from people; a bot that fills it is thanked and nothing is kept. */
  website: z.string().max(500).nullish(),
});

export const cardTokenQuery = z.object({ t: z.string().min(CARD_TOKEN_LENGTH.min).max(CARD_TOKEN_LENGTH.max) });

/** GET /api/sms/card: what the card shows before it is filled. */
export interface ConnectionCardInfo {
  phone: string;
  language: Language;
  churchName: string;
}

/** GET /api/admin/sms: how texts reach the site. */
export interface TextToConnectStatus {
  /** True when TWILIO_AUTH_TOKEN is set: the webhook accepts Twilio's signed texts. */
  twilio: boolean;
  webhookUrl: string;
  keyword: string;
  keywordEs: string;
  number: string;
}
