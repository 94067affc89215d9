import { defineSharedFeature, type PageSeo } from "../feature-manifest";

/** The calendar, RSVPs and registrations. */
export const eventsFeature = defineSharedFeature({
  name: "events",
  pages: [
    {
      path: "/events",
      render: "ssr",
      crumb: "events",
      nav: [
        { menu: "main", order: 4, labelKey: "nav.events" },
        // A member's own events are the panel on /events.
        { menu: "account", order: 1, labelKey: "nav.account.events", to: "/events#my-events" },
      ],
    },
    { path: "/events/cancel", render: "browser", crumb: "cancelRegistration", parent: "/events", private: true },
    { path: "/events/:id/:date", render: "ssr", crumb: "event", parent: "/events" },
  ],
  admin: [
    { path: "events", scope: "events:write", label: "events", icon: "CalendarDays", order: 3 },
    { path: "event-registrations", scope: "events:write", label: "eventRegistrations", icon: "ClipboardPen", order: 4 },
    { path: "fish-fry-archive", scope: "events:write", label: "fishFryArchive", icon: "Archive", order: 5 },
  ],
  offlineReads: ["/api/events"],
});

/** What search engines show for its pages (the server's head tags and sitemap; never in a browser bundle). */
export const eventsSeo: PageSeo = {
  "/events": {
    title: { en: "Events", es: "Eventos" },
    description: {
      en: "Events, classes and special services at {name}: the calendar, and RSVP with one click.",
      es: "Eventos, clases y cultos especiales en {name}: el calendario, y confirma tu asistencia con un clic.",
    },
  },
};
