import type { EventCategory, EventLocation, EventVisibility, RegistrationField, SignupMode } from "../../../shared/events";
import type { LocalizedText } from "../../../shared/i18n";
import { localToInstant, seriesEnd } from "../../features/events/recurrence";
import { addDays } from "../../lib/dates";
import { demoEventImage } from "./demo-event-art";
import type { events } from "../schema/events";

/**
 * A living quarter of events around the day `npm start` first runs: the weekly services and study, a pie
 * social, a Christmas Eve service, a fish fry to register for (named for its season), and past ones (the pumpkin
 * patch, last season's fish fry, already archived) so the calendar's earlier weeks and the fish-fry archive are not empty.
 */

const ADDRESS = "1420 Riverside Drive, Fresno, CA 93721";
/** The demo's places, named in both languages (issue 51). */
const HALL: EventLocation = { name: "Fellowship Hall", nameEs: "Salón de convivios", address: ADDRESS };
const SANCTUARY: EventLocation = { name: "Sanctuary", nameEs: "Santuario", address: ADDRESS };
const PARKING_LOT: EventLocation = { name: "Church parking lot", nameEs: "Estacionamiento de la iglesia", address: ADDRESS };
const LAWN: EventLocation = { name: "Church lawn", nameEs: "Jardín de la iglesia", address: ADDRESS };

/**
 * A fish fry named for the season of its date, so the demo never holds a "Lenten Fish Fry" in December
 * (issue 51): Lent from February to March (roughly Ash Wednesday to Easter), then spring, summer, fall, winter.
 */
export function fishFryTitle(date: string): LocalizedText {
  const month = Number(date.slice(5, 7));
  if (month === 2 || month === 3) return { en: "Lenten Fish Fry", es: "Pescado frito de Cuaresma" };
  if (month === 4 || month === 5) return { en: "Spring Fish Fry", es: "Pescado frito de primavera" };
  if (month >= 6 && month <= 8) return { en: "Summer Fish Fry", es: "Pescado frito de verano" };
  if (month >= 9 && month <= 11) return { en: "Fall Fish Fry", es: "Pescado frito de otoño" };
  return { en: "Winter Fish Fry", es: "Pescado frito de invierno" };
}

/** The dates of the coming fish fry (to register for) and of last season's (archived). */
export const fishFryDates = (today: string) => ({ coming: addDays(today, 18), past: addDays(today, -45) });

interface DemoEvent {
  key: string;
  title: LocalizedText;
  description: LocalizedText;
  category: EventCategory;
  startLocal: string;
  durationMinutes: number;
  recurrence?: string;
  location?: EventLocation;
  capacity?: number;
  signup?: SignupMode;
  registrationFields?: RegistrationField[];
  visibility?: EventVisibility;
  archiveNotes?: string;
}

/** The date on or before `date` that falls on the weekday (0 = Sunday). */
function weekdayOnOrBefore(date: string, weekday: number): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day - weekday + 7) % 7));
}

function nextChristmasEve(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-12-24`;
  return thisYear >= today ? thisYear : `${year + 1}-12-24`;
}

function demoList(today: string): DemoEvent[] {
  const christmasEve = nextChristmasEve(today);
  const fishFry = fishFryDates(today);
  // Far from December the quarter holds no Christmas Eve: a night of worship a month away is its special service,
  // and the pumpkin patch is the autumn's past event, a family day on the lawn in other seasons (issue 51).
  const christmasNear = christmasEve <= addDays(today, 90);
  const familyDay = addDays(today, -25);
  const autumn = [9, 10, 11].includes(Number(familyDay.slice(5, 7)));
  return [
    {
      key: "sunday",
      title: { en: "Sunday Worship Service", es: "Culto dominical" },
      description: {
        en: "Worship, prayer and the Word every Sunday. Children's church meets during the sermon.",
        es: "Alabanza, oración y la Palabra cada domingo. La iglesia infantil se reúne durante el sermón.",
      },
      category: "worship",
      startLocal: `${weekdayOnOrBefore(addDays(today, -35), 0)}T11:00`,
      durationMinutes: 75,
      recurrence: "FREQ=WEEKLY;BYDAY=SU",
      location: SANCTUARY,
    },
    {
      key: "study",
      title: { en: "Wednesday Bible Study", es: "Estudio bíblico del miércoles" },
      description: {
        en: "An open study of this week's guide. Bring a Bible and a friend; coffee is on.",
        es: "Un estudio abierto de la guía de esta semana. Trae tu Biblia y a un amigo; habrá café.",
      },
      category: "class",
      startLocal: `${weekdayOnOrBefore(addDays(today, -35), 3)}T19:00`,
      durationMinutes: 90,
      recurrence: "FREQ=WEEKLY;BYDAY=WE",
      location: HALL,
      signup: "rsvp",
    },
    {
      key: "pie",
      title: { en: "Pie Social", es: "Convivio de pasteles" },
      description: {
        en: "Bring your favourite pie (or just a fork) for an evening of fellowship and pie tasting.",
        es: "Trae tu pastel favorito (o solo un tenedor) para una tarde de convivio y degustación.",
      },
      category: "fellowship",
      startLocal: `${addDays(today, 3)}T18:00`,
      durationMinutes: 120,
      location: HALL,
      capacity: 60,
      signup: "rsvp",
    },
    {
      key: "food-drive",
      title: { en: "Community Food Drive", es: "Colecta de alimentos para la comunidad" },
      description: {
        en: "Help sort and hand out groceries to neighbours in need. Volunteers of every age are welcome.",
        es: "Ayuda a clasificar y repartir alimentos a vecinos necesitados. Voluntarios de todas las edades son bienvenidos.",
      },
      category: "outreach",
      startLocal: `${addDays(today, 12)}T09:00`,
      durationMinutes: 180,
      location: PARKING_LOT,
      signup: "rsvp",
    },
    {
      ...(christmasNear
        ? {
            key: "candlelight",
            title: { en: "Christmas Eve Candlelight Service", es: "Culto de velas de Nochebuena" },
            description: {
              en: "Carols, the Christmas story and candlelight. A special service for the whole family.",
              es: "Villancicos, la historia de Navidad y velas. Un culto especial para toda la familia.",
            },
          }
        : {
            key: "worship-night",
            title: { en: "Night of Worship and Prayer", es: "Noche de alabanza y oración" },
            description: {
              en: "An evening of songs, Scripture and prayer for the whole church family.",
              es: "Una noche de cantos, Escritura y oración para toda la familia de la iglesia.",
            },
          }),
      category: "special_service",
      startLocal: `${christmasNear ? christmasEve : addDays(today, 30)}T19:00`,
      durationMinutes: 75,
      location: SANCTUARY,
    },
    {
      key: "breakfast",
      title: { en: "Men's Breakfast", es: "Desayuno de hombres" },
      description: {
        en: "Breakfast, a short devotional and prayer on the first Saturday of the month.",
        es: "Desayuno, un devocional corto y oración el primer sábado del mes.",
      },
      category: "fellowship",
      startLocal: `${weekdayOnOrBefore(addDays(today, -35), 6)}T08:00`,
      durationMinutes: 90,
      recurrence: "FREQ=MONTHLY;BYDAY=1SA",
      location: HALL,
      signup: "rsvp",
      visibility: "members",
    },
    {
      key: "fish-fry",
      title: fishFryTitle(fishFry.coming),
      description: {
        en: "Fried fish, coleslaw and homemade desserts. Proceeds support the youth mission trip. Register so the kitchen knows how many plates to make.",
        es: "Pescado frito, ensalada de col y postres caseros. Lo recaudado apoya el viaje misionero de los jóvenes. Inscríbete para que la cocina sepa cuántos platos preparar.",
      },
      category: "fundraiser",
      startLocal: `${fishFry.coming}T17:00`,
      durationMinutes: 180,
      location: HALL,
      capacity: 150,
      signup: "registration",
      registrationFields: [
        { id: "plates", label: { en: "Number of plates", es: "Número de platos" }, type: "number", required: true, options: [] },
        {
          id: "pickup",
          label: { en: "Dine in or take out", es: "Comer aquí o para llevar" },
          type: "select",
          required: true,
          options: [
            { en: "Dine in", es: "Comer aquí" },
            { en: "Take out", es: "Para llevar" },
          ],
        },
      ],
    },
    {
      ...(autumn
        ? {
            key: "pumpkin",
            title: { en: "Pumpkin Patch Family Day", es: "Día familiar en el huerto de calabazas" },
            description: {
              en: "Hayrides, pumpkin painting and cider for the whole neighbourhood.",
              es: "Paseos en carreta, pintura de calabazas y sidra para todo el vecindario.",
            },
          }
        : {
            key: "family-day",
            title: { en: "Family Day on the Lawn", es: "Día familiar en el jardín" },
            description: {
              en: "Games, a potluck lunch and music on the church lawn for the whole neighbourhood.",
              es: "Juegos, comida compartida y música en el jardín de la iglesia para todo el vecindario.",
            },
          }),
      category: "outreach",
      startLocal: `${familyDay}T10:00`,
      durationMinutes: 300,
      location: LAWN,
    },
    {
      key: "fall-fish-fry",
      title: fishFryTitle(fishFry.past),
      description: {
        en: "Last season's fish fry for the building fund.",
        es: "El pescado frito de la temporada pasada, para el fondo de construcción.",
      },
      category: "fundraiser",
      startLocal: `${fishFry.past}T17:00`,
      durationMinutes: 180,
      location: HALL,
      capacity: 120,
      signup: "registration",
      archiveNotes: "Served 212 plates and raised $3,180. Ran out of tartar sauce at 7 PM: order double next time.",
    },
  ];
}

export function demoEvents(today: string, timeZone: string): Array<typeof events.$inferInsert & { key: string }> {
  return demoList(today).map((e) => {
    const times = { startLocal: e.startLocal, durationMinutes: e.durationMinutes, timeZone, recurrence: e.recurrence ?? null };
    return {
      key: e.key,
      title: e.title,
      description: e.description,
      category: e.category,
      ...times,
      startsAt: localToInstant(e.startLocal, timeZone),
      seriesEndsAt: seriesEnd(times),
      location: e.location ?? HALL,
      imageUrl: demoEventImage(e.key),
      capacity: e.capacity ?? null,
      signup: e.signup ?? "none",
      registrationFields: e.registrationFields ?? [],
      visibility: e.visibility ?? "public",
      status: "published",
      archivedAt: e.archiveNotes ? localToInstant(`${addDays(e.startLocal.slice(0, 10), 3)}T12:00`, timeZone) : null,
      archiveNotes: e.archiveNotes ?? null,
    };
  });
}

const GUESTS = ["Maria Lopez", "John Carter", "Grace Kim", "Luis Hernandez", "Esther Adams", "Samuel Ortiz", "Hannah Lee", "David Nguyen"];

/** Sign-ups for last season's fish fry (most checked in) and a few for the coming one. */
export function demoRegistrations(
  ids: Map<string, string>,
  today: string,
): Array<{ eventId: string; date: string; kind: "registration"; status: "going"; name: string; email: string; answers: Record<string, string>; checkedInAt: Date | null }> {
  const fall = ids.get("fall-fish-fry");
  const lent = ids.get("fish-fry");
  if (!fall || !lent) return [];
  const email = (name: string) => `${name.toLowerCase().replace(/\s+/g, ".")}@example.org`;
  return [
    ...GUESTS.map((name, i) => ({
      eventId: fall,
      date: fishFryDates(today).past,
      kind: "registration" as const,
      status: "going" as const,
      name,
      email: email(name),
      answers: { plates: String((i % 4) + 1) },
      checkedInAt: i < 6 ? new Date(`${fishFryDates(today).past}T01:00:00Z`) : null,
    })),
    ...GUESTS.slice(0, 3).map((name, i) => ({
      eventId: lent,
      date: fishFryDates(today).coming,
      kind: "registration" as const,
      status: "going" as const,
      name,
      email: email(name),
      answers: { plates: String(i + 2), pickup: i === 1 ? "Take out" : "Dine in" },
      checkedInAt: null,
    })),
  ];
}
