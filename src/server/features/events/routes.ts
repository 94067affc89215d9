import { Hono } from "hono";
import {
  cancelRegistrationInput,
  eventListQuery,
  FEED_DAYS_AHEAD,
  occurrenceParams,
  registrationIdParam,
  registrationInput,
  type RegistrationResult,
} from "../../../shared/events";
import { LANGUAGES } from "../../../shared/i18n";
import { validate } from "../../lib/http/validate";
import { sendSerialised } from "../../lib/http/serialised-response";
import { rateLimit } from "../../lib/rate-limit";
import type { AppContext } from "../../app-context";
import { type MemberEnv, requireMember, sessionMember } from "../accounts/member-session";
import { calendarFile } from "./ics";
import { myRegistrations } from "./my-registrations";
import { cancelByToken, cancelMine, cancelRsvp, register, rsvp } from "./registrations";
import { churchName } from "../site/service";
import { feedOccurrences, findOccurrence, listOccurrences, memberOccurrences, occurrenceDetail, upcomingCount } from "./service";
import { z } from "../../../shared/zod";

const feedQuery = z.object({ lang: z.enum(LANGUAGES).default("en") });
const CALENDAR_TYPE = "text/calendar; charset=utf-8";
const UPCOMING_SUMMARY_DAYS = 30;

/** /api/events: the public calendar, its feed, RSVPs and registrations. */
export function eventRoutes(ctx: Pick<AppContext, "db" | "memberAuth" | "mailer" | "publicUrl" | "rateLimitStore" | "trustProxy" | "publicCache">) {
  const { db, memberAuth, mailer, publicUrl, rateLimitStore, trustProxy, publicCache } = ctx;
  const shareAmongMembers = publicCache.sharer("events");
  const viewerOf = async (headers: Headers) => ({ email: (await sessionMember(memberAuth, headers))?.email ?? null });
  const writeLimit = (name: string, limit: number) => rateLimit({ name, limit, windowMs: 60_000, store: rateLimitStore, trustProxy });
  const member = requireMember(memberAuth);

  return (
    new Hono<MemberEnv>()
      // The feed calendars subscribe to: public occurrences from a month ago to half a year ahead.
      .get("/calendar.ics", validate("query", feedQuery), async (c) => {
        const items = await feedOccurrences(db, FEED_DAYS_AHEAD);
        const body = calendarFile(items, { churchName: await churchName(db), publicUrl, language: c.req.valid("query").lang });
        c.header("Content-Type", CALENDAR_TYPE);
        c.header("Cache-Control", "public, max-age=900");
        return c.body(body);
      })
      // The home page's "Visit Us" link says how many public events are coming up.
      .get("/summary", async (c) => {
        c.header("Cache-Control", "public, max-age=300");
        return c.json({ upcoming: await upcomingCount(db, UPCOMING_SUMMARY_DAYS, false), days: UPCOMING_SUMMARY_DAYS });
      })
      .get("/", validate("query", eventListQuery), async (c) => {
        c.header("Cache-Control", "private, no-cache");
        const { email } = await viewerOf(c.req.raw.headers);
        if (!email) return c.json(await listOccurrences(db, c.req.valid("query")));
        return sendSerialised(c, await memberOccurrences(db, email, c.req.valid("query"), shareAmongMembers));
      })
      .get("/mine", member, async (c) => c.json({ registrations: await myRegistrations(db, c.var.member, shareAmongMembers) }))
      .post(
        "/registrations/cancel",
        writeLimit("event-cancel", 20),
        validate("json", cancelRegistrationInput),
        async (c) => c.json(await cancelByToken({ db, mailer, publicUrl, logger: c.var.logger }, c.req.valid("json").token)),
      )
      .delete("/registrations/:id", member, validate("param", registrationIdParam), async (c) =>
        c.json(await cancelMine({ db, mailer, publicUrl, logger: c.var.logger }, c.var.member, c.req.valid("param").id)),
      )
      .get("/:id/:date", validate("param", occurrenceParams), async (c) => {
        c.header("Cache-Control", "private, no-cache");
        const { id, date } = c.req.valid("param");
        return c.json({ event: await occurrenceDetail(db, await viewerOf(c.req.raw.headers), id, date) });
      })
      .get("/:id/:date/event.ics", validate("param", occurrenceParams), validate("query", feedQuery), async (c) => {
        const { id, date } = c.req.valid("param");
        const item = await findOccurrence(db, await viewerOf(c.req.raw.headers), id, date);
        const body = calendarFile([item], { churchName: await churchName(db), publicUrl, language: c.req.valid("query").lang });
        c.header("Content-Type", CALENDAR_TYPE);
        c.header("Content-Disposition", `attachment; filename="event-${date}.ics"`);
        return c.body(body);
      })
      .post("/:id/:date/rsvp", writeLimit("event-rsvp", 30), member, validate("param", occurrenceParams), async (c) => {
        const { id, date } = c.req.valid("param");
        return c.json(await rsvp({ db, mailer, publicUrl, logger: c.var.logger }, c.var.member, id, date), 201);
      })
      .delete("/:id/:date/rsvp", writeLimit("event-rsvp", 30), member, validate("param", occurrenceParams), async (c) => {
        const { id, date } = c.req.valid("param");
        return c.json(await cancelRsvp({ db, mailer, publicUrl, logger: c.var.logger }, c.var.member, id, date));
      })
      // Sends a confirmation email, so it is limited like every other endpoint that sends messages.
      .post(
        "/:id/:date/registrations",
        writeLimit("event-register", 10),
        validate("param", occurrenceParams),
        validate("json", registrationInput),
        async (c) => {
          const { id, date } = c.req.valid("param");
          const { website, ...input } = c.req.valid("json");
          // A filled honeypot is a bot: it gets the response a person would, and nothing is stored or sent.
          if (website) return c.json({ status: "going", goingCount: 0 } satisfies RegistrationResult, 201);
          const member = await sessionMember(memberAuth, c.req.raw.headers);
          return c.json(await register({ db, mailer, publicUrl, logger: c.var.logger }, member, id, date, input), 201);
        },
      )
  );
}
