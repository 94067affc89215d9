import { and, eq, gte, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churchSettings } from "../../db/schema/site";
import { eventRegistrations, events } from "../../db/schema/events";
import { studyGuides } from "../../db/schema/study";
import { liveState, serviceStarts } from "../sermons/live";
import { serviceNow } from "../sermons/service-clock";
import { churchTimeZone } from "../site/service";
import { addDays } from "../../lib/dates";
import { eachAlone } from "../../lib/each-alone";
import { enqueueNotice, type Notice } from "./service";
import { todayIn } from "../../../shared/date-format";

/** Queues a notice and wakes the worker; what every trigger of the site calls. */
export type Notify = (notice: Notice) => Promise<number>;

export function createNotify(db: Db, wake: () => void): Notify {
  return async (notice) => {
    const { queued } = await enqueueNotice(db, notice);
    if (queued > 0) wake();
    return queued;
  };
}

/**
 * "We're live": once per scheduled service (the key is its start), or once each time an admin switches the
 * stream on (the key is that save).
 */
export async function checkLive(db: Db, notify: Notify, now = serviceNow()): Promise<number> {
  const state = await liveState(db, now);
  if (!state.live) return 0;
  const [settings] = await db.select({ name: churchSettings.name, serviceTimes: churchSettings.serviceTimes }).from(churchSettings).limit(1);
  // Switched on by an admin: once a day, however often the live settings are saved or the stream restarted.
  let key = `live:admin:${todayIn(state.timeZone, now)}`;
  if (state.reason === "schedule") {
    // The service under way: the latest start before now.
    const current = serviceStarts(settings?.serviceTimes ?? [], state.timeZone, now)
      .filter(({ startsAt }) => startsAt.getTime() <= now.getTime())
      .pop();
    if (current) key = `live:${current.startsAt.toISOString()}`;
  }
  const church = settings?.name ?? "";
  return notify({
    kind: "live",
    key,
    title: { en: "We're live", es: "Estamos en vivo" },
    body: { en: `${church}: the service is streaming now. Join us!`, es: `${church}: el culto se transmite ahora. ¡Acompáñanos!` },
    url: "/watch",
  });
}

/** The week's guide, once it is published and its week has begun. */
export async function checkWeeklyGuide(db: Db, notify: Notify, now = new Date()): Promise<number> {
  const today = todayIn(await churchTimeZone(db), now);
  const [guide] = await db
    .select({ id: studyGuides.id, weekStart: studyGuides.weekStart, title: studyGuides.title })
    .from(studyGuides)
    .where(and(eq(studyGuides.published, true), lte(studyGuides.weekStart, today), gte(studyGuides.weekStart, addDays(today, -6))))
    .limit(1);
  if (!guide) return 0;
  return notify({
    kind: "guides",
    key: `guide:${guide.id}:${guide.weekStart}`,
    title: { en: "This week's study guide", es: "La guía de estudio de esta semana" },
    body: guide.title,
    url: `/study/guides/${guide.weekStart}`,
  });
}

/** The day before an event, everyone who RSVP'd and is going hears about it once. */
export async function sendEventReminders(db: Db, notify: Notify, now = new Date()): Promise<number> {
  const tomorrow = addDays(todayIn(await churchTimeZone(db), now), 1);
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, userId: eventRegistrations.userId, title: events.title })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.date, tomorrow), eq(eventRegistrations.status, "going"), isNotNull(eventRegistrations.userId)));
  const byEvent = new Map<string, { title: { en: string; es: string }; userIds: string[] }>();
  for (const row of rows) {
    if (!row.userId) continue;
    const entry = byEvent.get(row.eventId) ?? { title: row.title, userIds: [] };
    entry.userIds.push(row.userId);
    byEvent.set(row.eventId, entry);
  }
  let queued = 0;
  // Each event on its own: one that cannot be queued never keeps the reminders of the others.
  await eachAlone(
    byEvent,
    async ([eventId, { title, userIds }]) => {
      queued += await notify({
        kind: "events",
        key: `event:${eventId}:${tomorrow}`,
        title: { en: "Tomorrow", es: "Mañana" },
        body: { en: `${title.en} is tomorrow. See you there!`, es: `${title.es} es mañana. ¡Te esperamos!` },
        url: `/events/${eventId}/${tomorrow}`,
        userIds,
      });
    },
    "event reminders",
  );
  return queued;
}

/** Someone pressed "I'm praying" on a member's request (once per person who prays). */
export function prayingNotice(requestId: string, authorId: string, viewerId: string, count: number): Notice {
  return {
    kind: "prayer",
    key: `prayer:${requestId}:${viewerId}`,
    title: { en: "Someone is praying for you", es: "Alguien está orando por ti" },
    body: {
      en: `${count} ${count === 1 ? "person is" : "people are"} praying for your request.`,
      es: `${count} ${count === 1 ? "persona está orando" : "personas están orando"} por tu petición.`,
    },
    url: "/prayer",
    userIds: [authorId],
  };
}
