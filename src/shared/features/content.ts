import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** The church's own pages (home, plan a visit, joining, the class, about) and their texts' editor. */
export const contentFeature = defineSharedFeature({
  name: "content",
  pages: [
    { path: "/", render: "ssr", nav: [{ menu: "main", order: 1, labelKey: "nav.home" }] },
    { path: "/plan-visit", render: "ssr", crumb: "planVisit", nav: [{ menu: "resources", order: 5, labelKey: "nav.planVisit" }] },
    { path: "/join-church", render: "ssr", crumb: "joinChurch" },
    { path: "/kingdom-builders-class", render: "ssr", crumb: "kingdomBuilders", nav: [{ menu: "resources", order: 4, labelKey: "nav.kingdomBuilders" }] },
    { path: "/about", render: "ssr", crumb: "about", nav: [{ menu: "resources", order: 6, labelKey: "nav.about" }] },
  ],
  admin: [{ path: "content", scope: "content:write", label: "content", icon: "BookOpen", order: 9 }],
  offlineReads: ["/api/content"],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const contentSeo: PageSeo = {
  "/": {
    title: { en: "Hear. Understand. Live.", es: "Escuchar. Entender. Vivir." },
    description: {
      en: "A church family in {city}. Service times, sermons, events, prayer and online giving, in English and Spanish.",
      es: "Una familia de fe en {city}. Horarios de culto, sermones, eventos, oración y ofrendas en línea, en inglés y español.",
    },
  },
  "/plan-visit": {
    title: { en: "Plan Your Visit", es: "Planifica tu visita" },
    description: {
      en: "What to expect on your first Sunday at {name}: service times, where to park, children's ministry and how to reach us.",
      es: "Qué esperar en tu primer domingo en {name}: horarios, estacionamiento, ministerio de niños y cómo contactarnos.",
    },
  },
  "/join-church": {
    title: { en: "Join the church", es: "Hazte miembro" },
    description: {
      en: "How to become a member of {name}: the steps, the class and who to talk to.",
      es: "Cómo hacerte miembro de {name}: los pasos, la clase y con quién hablar.",
    },
  },
  "/kingdom-builders-class": {
    title: { en: "Kingdom Builders Class", es: "Clase Constructores del Reino" },
    description: {
      en: "The Kingdom Builders Class at {name}: what it covers, when it meets and how to sign up.",
      es: "La Clase Constructores del Reino en {name}: qué enseña, cuándo se reúne y cómo inscribirte.",
    },
  },
  "/about": {
    title: { en: "About", es: "Acerca de" },
    description: {
      en: "The vision, mission, values and leadership of {name} in {city}.",
      es: "La visión, misión, valores y liderazgo de {name} en {city}.",
    },
  },
};
