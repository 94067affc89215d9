import type { LiveState } from "../../../shared/sermons";
import { parseVideoUrl } from "../../../shared/sermons";
import type { ServiceTime } from "../../../shared/site";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { liveStreamSettings } from "../../db/schema/sermons";
import { churchSettings } from "../../db/schema/site";
// The calendar's own wall-clock arithmetic (daylight saving handled, its formatters and instants kept).
import { instantToLocal, localToInstant } from "../events/recurrence";
import { DATE_LOCALES, todayIn, zoneShortName } from "../../../shared/date-format";
import { serviceNow } from "./service-clock";

const WEEKDAY_INDEX: Record<ServiceTime["day"], number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** Starts of each weekly service from a week ago to two weeks ahead, as instants, earliest first. */
export function serviceStarts(services: ServiceTime[], timeZone: string, now: Date): { startsAt: Date; service: ServiceTime }[] {
  const today = todayIn(timeZone, now);
  const starts: { startsAt: Date; service: ServiceTime }[] = [];
  for (let offset = -7; offset <= 14; offset++) {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    const iso = day.toISOString().slice(0, 10);
    for (const service of services) {
      if (WEEKDAY_INDEX[service.day] === day.getUTCDay()) starts.push({ startsAt: localToInstant(`${iso}T${service.time}`, timeZone), service });
    }
  }
  return starts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Every public page asks whether the service is live: its two reads built once. */
const serviceTimesQuery = preparedFor((db) =>
  db.select({ timeZone: churchSettings.timeZone, serviceTimes: churchSettings.serviceTimes }).from(churchSettings).limit(1).prepare("live_service_times"),
);
const streamQuery = preparedFor((db) => db.select().from(liveStreamSettings).limit(1).prepare("live_stream"));

/**
 * Live when an admin has switched it on, or when a scheduled service began less than `serviceMinutes` ago, as
 * long as a stream address is set. Otherwise the next service's start, for the countdown.
 */
export async function liveState(db: Db, now = serviceNow()): Promise<LiveState> {
  const [[settings], [stream]] = await Promise.all([serviceTimesQuery(db).execute(), streamQuery(db).execute()]);
  const timeZone = settings?.timeZone ?? "America/Los_Angeles";
  const starts = serviceStarts(settings?.serviceTimes ?? [], timeZone, now);
  const video = stream?.url ? parseVideoUrl(stream.url) : undefined;
  const player: LiveState["stream"] =
    video?.kind === "youtube" ? { provider: "youtube", embedUrl: video.embedUrl } : video?.kind === "hls" ? { provider: "hls", src: video.src } : null;
  const windowMs = (stream?.serviceMinutes ?? 90) * 60_000;
  const scheduled = starts.some(({ startsAt }) => startsAt.getTime() <= now.getTime() && now.getTime() < startsAt.getTime() + windowMs);
  const reason: LiveState["reason"] = !player ? null : stream?.liveNow ? "admin" : scheduled ? "schedule" : null;
  const next = starts.find(({ startsAt }) => startsAt.getTime() > now.getTime());
  return {
    live: reason !== null,
    reason,
    stream: reason ? player : null,
    nextService: next
      ? {
          startsAt: next.startsAt.toISOString(),
          label: next.service.label,
          startsLocal: instantToLocal(next.startsAt, timeZone),
          zoneName: { en: zoneShortName(next.startsAt, timeZone, DATE_LOCALES.en), es: zoneShortName(next.startsAt, timeZone, DATE_LOCALES.es) },
        }
      : null,
    timeZone,
  };
}
