import { createHmac } from "node:crypto";
import { and, count, eq, gt, isNull, lt } from "drizzle-orm";
import type { z } from "zod";
import type { Language } from "../../../shared/i18n";
import { type ConnectionCardInfo, type connectionCardForm, normalizeKeyword, SMS_COMMANDS, type SmsCommand, type TextReply } from "../../../shared/sms";
import type { Db } from "../../db/client";
import { connectSubmissions } from "../../db/schema/connect";
import { churchSettings } from "../../db/schema/site";
import { smsCardTokens, smsContacts, smsInboundTexts, smsMessages, smsTrialContacts } from "../../db/schema/sms";
import { AppError } from "../../lib/errors";
import { hashToken, randomToken } from "../../lib/tokens";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { notifyStaff } from "../connect/staff";
import { presentSiteSettings } from "../site/presenter";
import { type ReplyContext, TEXT_REPLIES } from "./replies";

interface TextDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The site's secret (AUTH_SECRET): a Twilio text's card token is derived from its MessageSid with it. */
  secret: string;
}

type TextSource = "twilio" | "trial";

interface InboundText {
  from: string;
  body: string;
  source: TextSource;
  /** Twilio's MessageSid, so a webhook delivered twice leaves one message in the inbox. */
  messageSid?: string;
}

/** A card link lasts a week (a text is often opened days later) and is used once. */
const CARD_LINK_DAYS = 7;
/** Keyword texts from one number that get a fresh link in an hour; more get no answer. */
const CARD_LINKS_PER_HOUR = 5;
const DAY_MS = 24 * 3600_000;


type Reading = { kind: "keyword"; language: Language; keyword: string } | { kind: SmsCommand; language?: Language } | { kind: "message" };

/** What a text says: the church's keyword in either language, STOP/START/HELP (or a Spanish word for them), or anything else. */
function readText(body: string, keywords: { en: string; es: string }): Reading {
  const word = normalizeKeyword(body);
  if (word && word === normalizeKeyword(keywords.en)) return { kind: "keyword", language: "en", keyword: keywords.en };
  if (word && word === normalizeKeyword(keywords.es)) return { kind: "keyword", language: "es", keyword: keywords.es };
  for (const command of Object.keys(SMS_COMMANDS) as SmsCommand[]) {
    const words = SMS_COMMANDS[command];
    if ((words.es as readonly string[]).includes(word)) return { kind: command, language: "es" };
    if ((words.en as readonly string[]).includes(word)) return { kind: command };
  }
  return { kind: "message" };
}

async function churchDetails(db: Db) {
  const [row] = await db.select().from(churchSettings).where(eq(churchSettings.id, 1)).limit(1);
  if (!row) return { name: "Church", phone: "", email: "", keywords: { en: "HOME", es: "HOGAR" } };
  const site = presentSiteSettings(row);
  return { name: site.name, phone: site.phone, email: site.email, keywords: { en: site.textToJoin.keyword, es: site.textToJoin.keywordEs } };
}

type Contact = Pick<typeof smsContacts.$inferSelect, "language" | "optedOutAt" | "lastAcknowledgedAt">;

/** How long a trial carries on from its own state; after that a new trial starts from the number's real state. */
const TRIAL_STATE_MS = 3600_000;

/**
 * Where a sender's state is read and kept: the real contact list for a real text; for the admin's trial, a
 * scratch copy that starts from the real state (so the trial answers as the real flow would) and is the only
 * thing a trial writes. A trial never opts a real number out or in, nor marks it thanked.
 */
function contactsOf(db: Db, source: TextSource, now: Date) {
  async function real(phone: string): Promise<Contact | undefined> {
    const [row] = await db.select().from(smsContacts).where(eq(smsContacts.phone, phone)).limit(1);
    return row;
  }
  if (source === "twilio") {
    return {
      read: real,
      async save(phone: string, _current: Contact | undefined, values: Partial<Contact>) {
        const set = { ...values, updatedAt: now };
        await db.insert(smsContacts).values({ phone, ...set }).onConflictDoUpdate({ target: smsContacts.phone, set });
      },
    };
  }
  return {
    async read(phone: string): Promise<Contact | undefined> {
      const [trial] = await db
        .select()
        .from(smsTrialContacts)
        .where(and(eq(smsTrialContacts.phone, phone), gt(smsTrialContacts.updatedAt, new Date(now.getTime() - TRIAL_STATE_MS))))
        .limit(1);
      return trial ?? real(phone);
    },
    async save(phone: string, current: Contact | undefined, values: Partial<Contact>) {
      const row = { language: current?.language ?? "en", optedOutAt: current?.optedOutAt ?? null, lastAcknowledgedAt: current?.lastAcknowledgedAt ?? null, ...values, updatedAt: now };
      await db.insert(smsTrialContacts).values({ phone, ...row }).onConflictDoUpdate({ target: smsTrialContacts.phone, set: row });
    },
  };
}

/** The card's address for a token, in the answer's language. */
function cardLink(publicUrl: string, token: string, language: Language): string {
  const link = new URL("/connect/card", `${publicUrl}/`);
  link.searchParams.set("t", token);
  if (language === "es") link.searchParams.set("lang", "es");
  return link.toString();
}

/**
 * The card token of a text: for a Twilio text, derived from its MessageSid with the site's secret, so a retry of
 * the same text makes the same link (and the database still keeps only its hash); for a trial, random.
 */
function cardToken(deps: TextDeps, text: InboundText): string {
  if (!text.messageSid) return randomToken(24);
  return createHmac("sha256", deps.secret).update(`sms-card:${text.messageSid}`).digest().subarray(0, 24).toString("base64url");
}

/**
 * A single-use card link for this text, or null when the number asked for too many this hour. Real texts and
 * trials count apart: an admin's trials never use up the hourly links of the real number they name. The same
 * Twilio text asked again gets its link again, and nothing new is kept.
 */
async function cardLinkFor(deps: TextDeps, text: InboundText, language: Language, keyword: string, now: Date): Promise<string | null> {
  const token = cardToken(deps, text);
  const [existing] = await deps.db.select({ id: smsCardTokens.id }).from(smsCardTokens).where(eq(smsCardTokens.tokenHash, hashToken(token))).limit(1);
  if (existing) return cardLink(deps.publicUrl, token, language);
  const [recent] = await deps.db
    .select({ value: count() })
    .from(smsCardTokens)
    .where(and(eq(smsCardTokens.phone, text.from), eq(smsCardTokens.source, text.source), gt(smsCardTokens.createdAt, new Date(now.getTime() - 3600_000))));
  if ((recent?.value ?? 0) >= CARD_LINKS_PER_HOUR) return null;
  await deps.db
    .insert(smsCardTokens)
    .values({
      tokenHash: hashToken(token),
      phone: text.from,
      language,
      keyword,
      source: text.source,
      expiresAt: new Date(now.getTime() + CARD_LINK_DAYS * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing();
  return cardLink(deps.publicUrl, token, language);
}

/** How long a Twilio text's answer is kept for its retries. */
const INBOUND_KEPT_MS = 7 * DAY_MS;

/**
 * The answer a Twilio text already got, made again for a retry of it (same MessageSid): the same words and the same
 * card link, and nothing written. Undefined when this MessageSid is new.
 */
export async function replayedText(deps: TextDeps, messageSid: string): Promise<TextReply | undefined> {
  const [seen] = await deps.db.select().from(smsInboundTexts).where(eq(smsInboundTexts.messageSid, messageSid)).limit(1);
  if (!seen) return undefined;
  const answer = (reply: string | null, link: string | null = null): TextReply => ({ action: seen.action, reply, link, language: seen.language });
  if (!seen.replied || seen.action === "ignored") return answer(null);
  const church = await churchDetails(deps.db);
  const replies = TEXT_REPLIES[seen.language];
  const context: ReplyContext = { church: church.name, phone: church.phone, email: church.email, keyword: church.keywords[seen.language] };
  switch (seen.action) {
    case "welcome": {
      const link = cardLink(deps.publicUrl, cardToken(deps, { from: seen.phone, body: "", source: "twilio", messageSid }), seen.language);
      return answer(replies.welcome(context, link), link);
    }
    case "stop":
      return answer(replies.stop(context));
    case "start":
      return answer(replies.start(context));
    case "help":
      return answer(replies.help(context));
    case "message":
      return answer(replies.thanks(context));
  }
}

/** Twilio's texts older than a week: their retries are long over (main.ts, hourly). */
export async function forgetOldInboundTexts(db: Db, now = new Date()): Promise<void> {
  await db.delete(smsInboundTexts).where(lt(smsInboundTexts.createdAt, new Date(now.getTime() - INBOUND_KEPT_MS)));
}

/**
 * One text to the church's number, from Twilio's webhook or the admin's "try a text" box: the same rules and
 * answers for both, but a trial changes nothing of the real number (contactsOf, cardLinkFor). The keyword answers
 * with a card link; STOP opts the number out (one last confirmation, then nothing), START opts it back in, HELP
 * says who we are; anything else waits in the inbox and is thanked at most once a day. A Twilio text delivered
 * again (its MessageSid seen before) gets the answer it got the first time, and changes nothing.
 */
export async function handleText(deps: TextDeps, text: InboundText, now = new Date()): Promise<TextReply> {
  if (!text.messageSid) return answerText(deps, text, now);
  const replayed = await replayedText(deps, text.messageSid);
  if (replayed) return replayed;
  const reply = await answerText(deps, text, now);
  await deps.db
    .insert(smsInboundTexts)
    .values({ messageSid: text.messageSid, phone: text.from, action: reply.action, language: reply.language, replied: reply.reply !== null, createdAt: now })
    .onConflictDoNothing();
  return reply;
}

async function answerText(deps: TextDeps, text: InboundText, now: Date): Promise<TextReply> {
  const { db } = deps;
  const church = await churchDetails(db);
  const reading = readText(text.body, church.keywords);
  const contacts = contactsOf(db, text.source, now);
  const contact = await contacts.read(text.from);
  const saveContact = (values: Partial<Contact>) => contacts.save(text.from, contact, values);
  const language: Language = reading.kind === "keyword" ? reading.language : reading.kind !== "message" && reading.language ? reading.language : (contact?.language ?? "en");
  const replies = TEXT_REPLIES[language];
  const context: ReplyContext = { church: church.name, phone: church.phone, email: church.email, keyword: church.keywords[language] };
  const optedOut = Boolean(contact?.optedOutAt);
  const answer = (action: TextReply["action"], reply: string | null, link: string | null = null): TextReply => ({ action, reply, link, language });

  switch (reading.kind) {
    case "stop":
      await saveContact({ language, optedOutAt: contact?.optedOutAt ?? now });
      // The one confirmation carriers expect; a second STOP gets nothing.
      return answer("stop", optedOut ? null : replies.stop(context));
    case "start":
      await saveContact({ language, optedOutAt: null });
      return answer("start", replies.start(context));
    case "help":
      return answer(optedOut ? "ignored" : "help", optedOut ? null : replies.help(context));
    case "keyword": {
      if (optedOut) return answer("ignored", null);
      await saveContact({ language });
      const link = await cardLinkFor(deps, text, language, reading.keyword, now);
      return link ? answer("welcome", replies.welcome(context, link), link) : answer("ignored", null);
    }
    case "message": {
      const body = text.body.trim();
      const inserted = await db
        .insert(smsMessages)
        .values({ phone: text.from, body, language, source: text.source, messageSid: text.messageSid ?? null, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: smsMessages.id });
      if (inserted.length === 0) return answer("ignored", null);
      await notifyStaff(db, deps.mailer, deps.logger, deps.publicUrl, {
        subject: `${text.source === "trial" ? "[Try a text] " : ""}Text message from ${text.from}`,
        lines: [`${text.from} texted the church:`, body],
        adminPath: "/admin/inbox/signups",
      });
      // An opted-out number's words are kept for the staff, but nothing is sent back.
      const thanked = contact?.lastAcknowledgedAt && now.getTime() - contact.lastAcknowledgedAt.getTime() < DAY_MS;
      if (optedOut || thanked) {
        if (!contact) await saveContact({ language });
        return answer("message", null);
      }
      await saveContact({ language, lastAcknowledgedAt: now });
      return answer("message", replies.thanks(context));
    }
  }
}

/** The card behind a link, while the link is unused and fresh. */
async function liveToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(smsCardTokens)
    .where(and(eq(smsCardTokens.tokenHash, hashToken(token)), isNull(smsCardTokens.usedAt), gt(smsCardTokens.expiresAt, now)))
    .limit(1);
  return row;
}

const linkGone = () => new AppError("card_link_expired", 410, "This link has expired or was already used. Text us again for a new one.");

export async function getCardInfo(db: Db, token: string, now = new Date()): Promise<ConnectionCardInfo> {
  const row = await liveToken(db, token, now);
  if (!row) throw linkGone();
  return { phone: row.phone, language: row.language, churchName: (await churchDetails(db)).name };
}

/**
 * The filled card: the link is claimed (once, in the same transaction as the new contact), the contact lands in
 * inbox/signups as "Connection card (text)", and the staff are told. A filled honeypot is thanked and dropped.
 */
export async function submitCard(deps: TextDeps, input: z.output<typeof connectionCardForm>, now = new Date()): Promise<void> {
  if (input.website?.trim()) return;
  const claimed = await deps.db.transaction(async (tx) => {
    const [token] = await tx
      .update(smsCardTokens)
      .set({ usedAt: now })
      .where(and(eq(smsCardTokens.tokenHash, hashToken(input.token)), isNull(smsCardTokens.usedAt), gt(smsCardTokens.expiresAt, now)))
      .returning();
    if (!token) return undefined;
    await tx.insert(connectSubmissions).values({
      kind: "text",
      name: input.name,
      email: input.email,
      phone: token.phone,
      details: {
        keyword: token.keyword,
        heardFrom: input.heardFrom,
        wantsVisit: input.wantsVisit ? "yes" : "no",
        prayerRequest: input.prayerRequest,
        ...(token.source === "trial" ? { trial: "yes" } : {}),
      },
      language: input.language,
    });
    return token;
  });
  if (!claimed) throw linkGone();
  const contact = [input.email, claimed.phone].filter(Boolean).join(" · ");
  await notifyStaff(deps.db, deps.mailer, deps.logger, deps.publicUrl, {
    subject: `${claimed.source === "trial" ? "[Try a text] " : ""}Connection card: ${input.name}`,
    lines: [
      `${input.name} (${contact}) texted ${claimed.keyword} and filled in the connection card.`,
      input.wantsVisit ? "They would like a visit." : "They did not ask for a visit.",
      ...(input.heardFrom ? [`Heard of us: ${input.heardFrom}`] : []),
      // Like the prayer wall's notices, the prayer itself is read in the inbox, not in a mailbox.
      ...(input.prayerRequest ? ["They left a prayer request: read it in the inbox."] : []),
    ],
    adminPath: "/admin/inbox/signups",
  });
}
