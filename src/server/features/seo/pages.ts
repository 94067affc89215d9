import type { LocalizedText } from "../../../shared/i18n";

/** What a search result or a shared link shows for one public page, in both languages. */
export interface PublicPage {
  path: string;
  title: LocalizedText;
  description: LocalizedText;
}

/**
 * The public pages that search engines may list (SPEC.md section 2). Member and admin pages are left out and
 * marked noindex; /gallery only redirects. Titles follow the pages' headings.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: "/",
    title: { en: "Hear. Understand. Live.", es: "Escuchar. Entender. Vivir." },
    description: {
      en: "A church family in {city}. Service times, sermons, events, prayer and online giving, in English and Spanish.",
      es: "Una familia de fe en {city}. Horarios de culto, sermones, eventos, oración y ofrendas en línea, en inglés y español.",
    },
  },
  {
    path: "/plan-visit",
    title: { en: "Plan Your Visit", es: "Planifica tu visita" },
    description: {
      en: "What to expect on your first Sunday at {name}: service times, where to park, children's ministry and how to reach us.",
      es: "Qué esperar en tu primer domingo en {name}: horarios, estacionamiento, ministerio de niños y cómo contactarnos.",
    },
  },
  {
    path: "/join-church",
    title: { en: "Join the church", es: "Hazte miembro" },
    description: {
      en: "How to become a member of {name}: the steps, the class and who to talk to.",
      es: "Cómo hacerte miembro de {name}: los pasos, la clase y con quién hablar.",
    },
  },
  {
    path: "/kingdom-builders-class",
    title: { en: "Kingdom Builders Class", es: "Clase Constructores del Reino" },
    description: {
      en: "The Kingdom Builders Class at {name}: what it covers, when it meets and how to sign up.",
      es: "La Clase Constructores del Reino en {name}: qué enseña, cuándo se reúne y cómo inscribirte.",
    },
  },
  {
    path: "/about",
    title: { en: "About", es: "Acerca de" },
    description: {
      en: "The vision, mission, values and leadership of {name} in {city}.",
      es: "La visión, misión, valores y liderazgo de {name} en {city}.",
    },
  },
  {
    path: "/study",
    title: { en: "Bible Tools & Study", es: "Biblia y estudio" },
    description: {
      en: "Read the Bible in English and Spanish side by side, look up passages, search, and follow this week's study guide and devotionals.",
      es: "Lee la Biblia en español e inglés lado a lado, busca pasajes y sigue la guía de estudio de la semana y los devocionales.",
    },
  },
  {
    path: "/sermons",
    title: { en: "Sermons", es: "Sermones" },
    description: {
      en: "Sermons from {name} by series and topic, with video, audio, a podcast and downloadable study notes.",
      es: "Sermones de {name} por serie y tema, con video, audio, podcast y notas de estudio para descargar.",
    },
  },
  {
    path: "/events",
    title: { en: "Events", es: "Eventos" },
    description: {
      en: "Events, classes and special services at {name}: the calendar, and RSVP with one click.",
      es: "Eventos, clases y cultos especiales en {name}: el calendario, y confirma tu asistencia con un clic.",
    },
  },
  {
    path: "/prayer",
    title: { en: "Prayer Wall", es: "Muro de oración" },
    description: {
      en: "Share a prayer request with {name} and let others know you are praying for them.",
      es: "Comparte una petición de oración con {name} y deja saber a otros que oras por ellos.",
    },
  },
  {
    path: "/give",
    title: { en: "Give Online", es: "Ofrendar en línea" },
    description: {
      en: "Give to {name} securely online, once or with a recurring gift, to the fund of your choice.",
      es: "Ofrenda a {name} en línea de forma segura, una vez o de forma recurrente, al fondo que elijas.",
    },
  },
  {
    path: "/community",
    title: { en: "Community", es: "Comunidad" },
    description: {
      en: "Connect with the {name} family: photos, discussions, study groups and ways to serve.",
      es: "Conéctate con la familia de {name}: fotos, conversaciones, grupos de estudio y formas de servir.",
    },
  },
  {
    path: "/watch",
    title: { en: "Watch Live", es: "Ver en vivo" },
    description: {
      en: "Watch {name}'s services live online, with chat, or catch up on previous sermons.",
      es: "Mira los cultos de {name} en vivo por internet, con chat, o ve sermones anteriores.",
    },
  },
  {
    path: "/store",
    title: { en: "Store", es: "Tienda" },
    description: {
      en: "Books, shirts and gifts from {name}.",
      es: "Libros, camisetas y regalos de {name}.",
    },
  },
];

/** Paths that only members, admins or the holder of a personal link (the texted connection card) use: never indexed. */
export const PRIVATE_PREFIXES = [
  "/admin",
  "/settings",
  "/auth",
  "/give/history",
  "/give/thank-you",
  "/events/cancel",
  "/study/my",
  "/admin-test",
  "/connect/card",
  "/admin-access",
  "/store/cart",
  "/store/orders",
  "/unsubscribe",
];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The page a path belongs to: its own entry, or the section it sits under (/sermons/<slug> is a sermon). */
export function publicPageFor(path: string): PublicPage | undefined {
  const exact = PUBLIC_PAGES.find((page) => page.path === path);
  if (exact) return exact;
  const section = `/${path.split("/")[1] ?? ""}`;
  return section === "/" ? undefined : PUBLIC_PAGES.find((page) => page.path === section);
}
