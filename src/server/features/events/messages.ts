import type { LocalizedText, Language } from "../../../shared/i18n";
import { escapeHtml } from "../../lib/text/html";
import type { EmailAttachment, EmailMessage } from "../../lib/mail/mailer";
import { secretsOfLink } from "../../lib/mail/message-kinds";
import { formatInstant } from "../../../shared/date-format";
import { type EventLocation, placeText } from "../../../shared/events";

/** The emails of events, in the registrant's language, as plain text and HTML. */

interface OccurrenceMail {
  title: LocalizedText;
  startsAt: Date;
  timeZone: string;
  location: EventLocation;
  url: string;
}

/**
 * going, waitlisted, promoted: a registration's news. alreadyGoing, alreadyWaitlisted: someone filled in the
 * form again with an address already signed up; the form responded as for anyone, and the address is told here.
 */
export type RegistrationEmailKind = "going" | "waitlisted" | "promoted" | "alreadyGoing" | "alreadyWaitlisted";

const COPY = {
  en: {
    going: { subject: "You're registered", intro: "Thank you for registering. We look forward to seeing you." },
    waitlisted: {
      subject: "You're on the waiting list",
      intro: "The event is full, so you are on the waiting list. We will email you if a place opens up.",
    },
    promoted: { subject: "A place opened up: you're going", intro: "Good news! A place opened up and you are now registered." },
    alreadyGoing: {
      subject: "You're already registered",
      intro:
        "The registration form was filled in again with this email. You were already registered, so nothing changed. " +
        "To cancel or change it, use the link in the first email we sent you.",
    },
    alreadyWaitlisted: {
      subject: "You're already on the waiting list",
      intro:
        "The registration form was filled in again with this email. You were already on the waiting list, so nothing changed. " +
        "We will email you if a place opens up.",
    },
    when: "When",
    where: "Where",
    details: "Details",
    cancel: "Can't come? Cancel your registration",
    calendar: "The attached file adds the event to your calendar.",
  },
  es: {
    going: { subject: "Estás inscrito", intro: "Gracias por inscribirte. Te esperamos con gusto." },
    waitlisted: {
      subject: "Estás en la lista de espera",
      intro: "El evento está lleno, así que estás en la lista de espera. Te escribiremos si se abre un lugar.",
    },
    promoted: { subject: "Se abrió un lugar: ya estás inscrito", intro: "¡Buenas noticias! Se abrió un lugar y ya estás inscrito." },
    alreadyGoing: {
      subject: "Ya estabas inscrito",
      intro:
        "Se llenó de nuevo el formulario de inscripción con este correo. Ya estabas inscrito, así que no cambió nada. " +
        "Para cancelarla o cambiarla, usa el enlace del primer correo que te enviamos.",
    },
    alreadyWaitlisted: {
      subject: "Ya estabas en la lista de espera",
      intro:
        "Se llenó de nuevo el formulario de inscripción con este correo. Ya estabas en la lista de espera, así que no cambió nada. " +
        "Te escribiremos si se abre un lugar.",
    },
    when: "Cuándo",
    where: "Dónde",
    details: "Detalles",
    cancel: "¿No puedes venir? Cancela tu inscripción",
    calendar: "El archivo adjunto agrega el evento a tu calendario.",
  },
} as const;

function formatWhen(startsAt: Date, timeZone: string, language: Language): string {
  return formatInstant(startsAt, language, { dateStyle: "full", timeStyle: "short", timeZone });
}

export function registrationEmail(
  kind: RegistrationEmailKind,
  language: Language,
  to: string,
  event: OccurrenceMail,
  cancelUrl: string | null,
  churchName: string,
  invitation: EmailAttachment | null,
): EmailMessage {
  const copy = COPY[language];
  const title = event.title[language] || event.title.en;
  const when = formatWhen(event.startsAt, event.timeZone, language);
  const where = placeText(event.location, language);
  const lines = [
    copy[kind].intro,
    "",
    title,
    `${copy.when}: ${when}`,
    ...(where ? [`${copy.where}: ${where}`] : []),
    `${copy.details}: ${event.url}`,
    ...(cancelUrl ? ["", `${copy.cancel}: ${cancelUrl}`] : []),
    ...(invitation ? ["", copy.calendar] : []),
    "",
    churchName,
  ];
  return {
    kind: "events.registration",
    secrets: secretsOfLink(cancelUrl),
    to,
    subject: `${copy[kind].subject}: ${title}`,
    text: lines.join("\n"),
    html:
      `<p>${escapeHtml(copy[kind].intro)}</p>` +
      `<p><strong>${escapeHtml(title)}</strong><br>${escapeHtml(copy.when)}: ${escapeHtml(when)}` +
      (where ? `<br>${escapeHtml(copy.where)}: ${escapeHtml(where)}` : "") +
      `</p><p><a href="${escapeHtml(event.url)}">${escapeHtml(copy.details)}</a></p>` +
      (cancelUrl ? `<p><a href="${escapeHtml(cancelUrl)}">${escapeHtml(copy.cancel)}</a></p>` : "") +
      `<p>${escapeHtml(churchName)}</p>`,
    attachments: invitation ? [invitation] : undefined,
  };
}

/** A message an admin writes to everyone registered for an occurrence. */
export function attendeeEmail(to: string, subject: string, body: string, eventUrl: string, churchName: string): EmailMessage {
  return {
    kind: "events.attendee-message",
    to,
    subject,
    text: `${body}\n\n${eventUrl}\n\n${churchName}`,
    html:
      body
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
        .join("") + `<p><a href="${escapeHtml(eventUrl)}">${escapeHtml(eventUrl)}</a></p><p>${escapeHtml(churchName)}</p>`,
  };
}
