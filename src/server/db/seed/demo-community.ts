import type { Db } from "../client";
import { localToInstant } from "../../features/events/recurrence";
import { addDays } from "../../lib/dates";
import { discussionPosts, discussionThreads, discussionTopics, studyGroupMembers, studyGroups, volunteerOpportunities, volunteerShifts } from "../schema/community";

/*
 * A lived-in community hub for a new site: discussion topics with a few conversations by the demo members
 * (seedDemoPrayer creates them first), volunteer opportunities with shifts in the coming weeks, and three study
 * groups, one of them in Spanish.
 */
const MARIA = "demo-member-maria";
const JAMES = "demo-member-james";
const GRACE = "demo-member-grace";
const HOUR = 3600_000;

const TOPICS = [
  {
    name: { en: "Faith questions", es: "Preguntas de fe" },
    description: { en: "Ask what you have always wondered about the Bible and the Christian life.", es: "Pregunta lo que siempre te has preguntado sobre la Biblia y la vida cristiana." },
  },
  {
    name: { en: "Prayer and encouragement", es: "Oración y ánimo" },
    description: { en: "Share a word of encouragement or ask others to stand with you.", es: "Comparte una palabra de ánimo o pide a otros que te acompañen." },
  },
  {
    name: { en: "Church life", es: "Vida de la iglesia" },
    description: { en: "Events, rides, meals and everything that keeps us together during the week.", es: "Eventos, transporte, comidas y todo lo que nos mantiene unidos durante la semana." },
  },
];

const THREADS: Array<{ topic: number; author: string; title: string; hoursAgo: number; posts: Array<{ author: string; body: string; hoursAgo: number }> }> = [
  {
    topic: 0,
    author: JAMES,
    title: "How do you read the Psalms?",
    hoursAgo: 50,
    posts: [
      { author: JAMES, body: "I want to read a psalm a day. Do you read them in order, or pick one that fits the day?", hoursAgo: 50 },
      { author: MARIA, body: "I read one in the morning and pray it back to God in my own words. Psalm 23 and 91 are my anchors.", hoursAgo: 40 },
      { author: GRACE, body: "The weekly study guide has a reading plan that goes through them: https://www.biblegateway.com/ is handy for other translations too.", hoursAgo: 30 },
    ],
  },
  {
    topic: 2,
    author: GRACE,
    title: "Rides to Sunday service from the north side",
    hoursAgo: 20,
    posts: [
      { author: GRACE, body: "Is anyone driving from the north side on Sundays? Two families from our group need a ride to the 11:00 service.", hoursAgo: 20 },
      { author: JAMES, body: "I can take four people. I leave at 10:20 from the grocery store parking lot.", hoursAgo: 12 },
    ],
  },
  {
    topic: 1,
    author: MARIA,
    title: "Gracias por sus oraciones",
    hoursAgo: 6,
    posts: [{ author: MARIA, body: "Mi mamá salió bien de la cirugía. ¡Gracias a todos por orar! Dios es fiel.", hoursAgo: 6 }],
  },
];

const OPPORTUNITIES: Array<{
  ministry: { en: string; es: string };
  title: { en: string; es: string };
  description: { en: string; es: string };
  /** On the coming `weekday` (0 = Sunday; today counts when it is that day) and `weeksLater` weeks after it. */
  shifts: Array<{ weekday: number; weeksLater: number; hour: number; hours: number; slots: number }>;
}> = [
  {
    ministry: { en: "Hospitality", es: "Hospitalidad" },
    title: { en: "Sunday welcome team", es: "Equipo de bienvenida del domingo" },
    description: {
      en: "Greet guests at the door, hand out bulletins and help newcomers find a seat and the children's classes.",
      es: "Recibe a los visitantes en la puerta, entrega boletines y ayuda a los nuevos a encontrar asiento y las clases de niños.",
    },
    shifts: [
      { weekday: 0, weeksLater: 0, hour: 10, hours: 2, slots: 4 },
      { weekday: 0, weeksLater: 1, hour: 10, hours: 2, slots: 4 },
    ],
  },
  {
    ministry: { en: "Children's ministry", es: "Ministerio de niños" },
    title: { en: "Nursery helpers", es: "Ayudantes de guardería" },
    description: {
      en: "Care for babies and toddlers during the worship service. Two adults are always in the room.",
      es: "Cuida a bebés y niños pequeños durante el culto. Siempre hay dos adultos en el salón.",
    },
    shifts: [
      { weekday: 0, weeksLater: 0, hour: 11, hours: 2, slots: 2 },
      { weekday: 0, weeksLater: 1, hour: 11, hours: 2, slots: 2 },
    ],
  },
  {
    ministry: { en: "Outreach", es: "Alcance" },
    title: { en: "Food pantry", es: "Despensa de alimentos" },
    description: {
      en: "Sort donations and pack grocery boxes for families in our neighbourhood.",
      es: "Clasifica donaciones y prepara cajas de víveres para las familias del vecindario.",
    },
    shifts: [
      { weekday: 6, weeksLater: 0, hour: 9, hours: 3, slots: 8 },
      { weekday: 6, weeksLater: 1, hour: 9, hours: 3, slots: 8 },
    ],
  },
];

const GROUPS = [
  {
    name: { en: "Wednesday night Bible study", es: "Estudio bíblico del miércoles" },
    topic: { en: "This week's study guide, verse by verse", es: "La guía de estudio de la semana, versículo por versículo" },
    leaderId: JAMES,
    dayOfWeek: 3,
    time: "19:00",
    place: "Fellowship Hall",
    placeEs: "Salón de convivios",
    onlineUrl: null,
    capacity: 30,
    language: "en" as const,
    joinPolicy: "open" as const,
    members: [MARIA, GRACE],
  },
  {
    name: { en: "Young adults online", es: "Jóvenes adultos en línea" },
    topic: { en: "Faith at work and school", es: "La fe en el trabajo y la escuela" },
    leaderId: GRACE,
    dayOfWeek: 2,
    time: "20:00",
    place: null,
    placeEs: null,
    onlineUrl: "https://meet.example.org/young-adults",
    capacity: 12,
    language: "both" as const,
    joinPolicy: "request" as const,
    members: [],
  },
  {
    name: { en: "Women's group in Spanish", es: "Grupo de mujeres en español" },
    topic: { en: "Women of the Bible", es: "Mujeres de la Biblia" },
    leaderId: MARIA,
    dayOfWeek: 4,
    time: "10:00",
    place: "Room 2",
    placeEs: "Salón 2",
    onlineUrl: null,
    capacity: 15,
    language: "es" as const,
    joinPolicy: "open" as const,
    members: [GRACE],
  },
];

/**
 * The local date of a demo shift: the coming `weekday` from `today` (today itself when it is that day, so a
 * Sunday team serves on a Sunday whatever day the demo starts, issue 51), `weeksLater` weeks on.
 */
export function demoShiftDate(today: string, weekday: number, weeksLater: number): string {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((weekday - day + 7) % 7) + 7 * weeksLater);
}

/**
 * `now` anchors the dates so the demo always shows recent conversations and upcoming shifts; the shifts are on
 * the church's clock (`timeZone`, whose date `now` is `today`).
 */
export async function seedDemoCommunity(tx: Db, today: string, timeZone: string, now = new Date()) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const topicIds: string[] = [];
  for (const [i, topic] of TOPICS.entries()) {
    const [row] = await tx.insert(discussionTopics).values({ ...topic, sortOrder: i }).returning({ id: discussionTopics.id });
    if (row) topicIds.push(row.id);
  }
  for (const thread of THREADS) {
    const topicId = topicIds[thread.topic];
    if (!topicId) continue;
    const last = thread.posts.at(-1)?.hoursAgo ?? thread.hoursAgo;
    const [row] = await tx
      .insert(discussionThreads)
      .values({ topicId, authorId: thread.author, title: thread.title, createdAt: at(thread.hoursAgo), lastPostAt: at(last) })
      .returning({ id: discussionThreads.id });
    if (!row) continue;
    await tx.insert(discussionPosts).values(thread.posts.map((p) => ({ threadId: row.id, authorId: p.author, body: p.body, createdAt: at(p.hoursAgo) })));
  }

  for (const { shifts, ...opportunity } of OPPORTUNITIES) {
    const [row] = await tx.insert(volunteerOpportunities).values(opportunity).returning({ id: volunteerOpportunities.id });
    if (!row) continue;
    await tx.insert(volunteerShifts).values(
      shifts.map((s) => {
        const startsOn = (weeksLater: number) =>
          localToInstant(`${demoShiftDate(today, s.weekday, weeksLater)}T${String(s.hour).padStart(2, "0")}:00`, timeZone);
        // When today's shift has already begun (the demo started on a Saturday at ten), the weeks count from the next
        // one: every demo shift is still open to sign up for.
        const begun = startsOn(0).getTime() <= now.getTime();
        const startsAt = startsOn(s.weeksLater + (begun ? 1 : 0));
        return { opportunityId: row.id, startsAt, endsAt: new Date(startsAt.getTime() + s.hours * HOUR), slotsNeeded: s.slots };
      }),
    );
  }

  for (const { members, ...group } of GROUPS) {
    const [row] = await tx.insert(studyGroups).values(group).returning({ id: studyGroups.id });
    if (row && members.length) await tx.insert(studyGroupMembers).values(members.map((userId) => ({ groupId: row.id, userId, status: "member" as const })));
  }
}
