import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type ConnectInfo,
  type UpcomingService,
  VISIT_DAYS_AHEAD,
  type classForm,
  type meetingForm,
  type membershipForm,
  type visitForm,
} from "../../../shared/connect";
import type { Language } from "../../../shared/i18n";
import { WEEKDAYS } from "../../../shared/site-constants";
import type { ServiceTime } from "../../../shared/site";
import type { Db } from "../../db/client";
import { connectSubmissions, meetingRequests } from "../../db/schema/connect";
import { churchSettings } from "../../db/schema/site";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mail/mailer";
import { addDays } from "../../lib/dates";
import { confirmationEmail } from "./messages";
import { getConnectSettings } from "./settings";
import { notifyStaff } from "./staff";
import { todayIn } from "../../../shared/date-format";

interface ConnectDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

async function church(db: Db) {
  const [row] = await db
    .select({ name: churchSettings.name, timeZone: churchSettings.timeZone, serviceTimes: churchSettings.serviceTimes })
    .from(churchSettings)
    .where(eq(churchSettings.id, 1))
    .limit(1);
  return row ?? { name: "Church", timeZone: "America/Los_Angeles", serviceTimes: [] as ServiceTime[] };
}

/** Every service on the weekly schedule over the coming weeks, today included, in date then time order. */
export function upcomingServiceDays(services: ServiceTime[], today: string, days = VISIT_DAYS_AHEAD): UpcomingService[] {
  const list: UpcomingService[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
    for (const service of services.filter((s) => s.day === weekday).sort((a, b) => a.time.localeCompare(b.time))) {
      list.push({ date, serviceId: service.id, day: service.day, time: service.time, label: service.label });
    }
  }
  return list;
}

export async function getConnectInfo(db: Db, now = new Date()): Promise<ConnectInfo> {
  const [{ serviceTimes, timeZone }, settings] = await Promise.all([church(db), getConnectSettings(db)]);
  return {
    serviceTimes,
    upcomingServiceDays: upcomingServiceDays(serviceTimes, todayIn(timeZone, now)),
    classNextSession: settings.classNextSession,
  };
}

const contactLine = (email: string | null, phone: string | null) => [email, phone].filter(Boolean).join(" · ");

/** The church-written confirmation (messages.ts): `facts` hold only values the server chose or checked. */
async function confirm(
  deps: ConnectDeps,
  kind: "visit" | "membership" | "class" | "meeting",
  input: { email: string | null; language: Language },
  facts: string[],
) {
  if (!input.email) return;
  try {
    const { name } = await church(deps.db);
    await deps.mailer.send(confirmationEmail(kind, input.language, input.email, facts, name));
  } catch (error) {
    deps.logger.error({ err: error, kind }, "confirmation email failed");
  }
}

export async function submitVisit(deps: ConnectDeps, input: z.output<typeof visitForm>, now = new Date()) {
  const info = await getConnectInfo(deps.db, now);
  const services = info.upcomingServiceDays.filter((s) => s.date === input.visitDate);
  if (services.length === 0) {
    throw AppError.validation("Please choose one of the upcoming service days.", { visitDate: ["forms.validation.visitDate"] });
  }
  const details = { visitDate: input.visitDate, partySize: input.partySize, childrenAges: input.childrenAges, questions: input.questions };
  await deps.db.insert(connectSubmissions).values({
    kind: "visit",
    name: input.name,
    email: input.email,
    phone: input.phone,
    details,
    language: input.language,
  });
  const es = input.language === "es";
  const times = services.map((s) => s.time).join(", ");
  // The date is one of the schedule's and the party size a number: nothing the visitor wrote in their own words.
  await confirm(deps, "visit", input, [`${es ? "Fecha" : "Date"}: ${input.visitDate} (${times})`, `${es ? "Personas" : "Party size"}: ${input.partySize}`]);
  await notifyStaff(deps.db, deps.mailer, deps.logger, deps.publicUrl, {
    subject: `Planned visit: ${input.name} on ${input.visitDate}`,
    lines: [`${input.name} (${contactLine(input.email, input.phone)}) plans to visit on ${input.visitDate} with ${input.partySize}.`],
    adminPath: "/admin/inbox/signups",
  });
}

export async function submitMembership(deps: ConnectDeps, input: z.output<typeof membershipForm>) {
  await deps.db.insert(connectSubmissions).values({
    kind: "membership",
    name: input.name,
    email: input.email,
    phone: input.phone,
    details: { message: input.message },
    language: input.language,
  });
  await confirm(deps, "membership", input, []);
  await notifyStaff(deps.db, deps.mailer, deps.logger, deps.publicUrl, {
    subject: `Membership interest: ${input.name}`,
    lines: [`${input.name} (${contactLine(input.email, input.phone)}) would like to join the church.`],
    adminPath: "/admin/inbox/signups",
  });
}

export async function submitClass(deps: ConnectDeps, input: z.output<typeof classForm>) {
  const { classNextSession } = await getConnectSettings(deps.db);
  await deps.db.insert(connectSubmissions).values({
    kind: "class",
    name: input.name,
    email: input.email,
    phone: input.phone,
    details: { session: classNextSession, message: input.message },
    language: input.language,
  });
  const es = input.language === "es";
  await confirm(deps, "class", input, classNextSession ? [`${es ? "Próxima sesión" : "Next session"}: ${classNextSession}`] : []);
  await notifyStaff(deps.db, deps.mailer, deps.logger, deps.publicUrl, {
    subject: `Kingdom Builders Class registration: ${input.name}`,
    lines: [`${input.name} (${contactLine(input.email, input.phone)}) registered for ${classNextSession ?? "the next session"}.`],
    adminPath: "/admin/inbox/signups",
  });
}

export async function submitMeeting(deps: ConnectDeps, input: z.output<typeof meetingForm>) {
  await deps.db.insert(meetingRequests).values({
    name: input.name,
    email: input.email,
    phone: input.phone,
    topic: input.topic,
    preferredTimes: input.preferredTimes,
    source: input.source,
    language: input.language,
  });
  await confirm(deps, "meeting", input, []);
  await notifyStaff(deps.db, deps.mailer, deps.logger, deps.publicUrl, {
    subject: `Meeting request: ${input.name}`,
    lines: [`${input.name} (${contactLine(input.email, input.phone)}) asks to meet the pastor about: ${input.topic}`],
    adminPath: "/admin/inbox/meetings",
  });
}
