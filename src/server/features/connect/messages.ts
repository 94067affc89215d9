import type { Language } from "../../../shared/i18n";
import type { EmailMessage } from "../../lib/mail/mailer";
import { plainEmail } from "../../lib/mail/plain-email";

type ConfirmationKind = "visit" | "membership" | "class" | "meeting";

const CONFIRMATIONS: Record<ConfirmationKind, Record<Language, { subject: string; intro: string }>> = {
  visit: {
    en: { subject: "We look forward to your visit", intro: "Thank you for planning a visit. Here is what you told us:" },
    es: { subject: "Esperamos tu visita con alegría", intro: "Gracias por planear tu visita. Esto es lo que nos contaste:" },
  },
  membership: {
    en: { subject: "Thank you for your interest in joining the church", intro: "We received your message and someone from our team will contact you soon." },
    es: { subject: "Gracias por tu interés en ser miembro de la iglesia", intro: "Recibimos tu mensaje y alguien de nuestro equipo se pondrá en contacto contigo pronto." },
  },
  class: {
    en: { subject: "You are registered for the Kingdom Builders Class", intro: "Thank you for registering. We will send you the details before the session begins." },
    es: { subject: "Estás inscrito en la Clase Constructores del Reino", intro: "Gracias por inscribirte. Te enviaremos los detalles antes de que comience la sesión." },
  },
  meeting: {
    en: { subject: "We received your meeting request", intro: "Thank you. The pastor's office will contact you to find a time." },
    es: { subject: "Recibimos tu solicitud de reunión", intro: "Gracias. La oficina del pastor se pondrá en contacto contigo para acordar un horario." },
  },
};

export function confirmationEmail(
  kind: ConfirmationKind,
  language: Language,
  to: string,
  name: string,
  facts: string[],
  churchName: string,
): EmailMessage {
  const copy = CONFIRMATIONS[kind][language];
  const greeting = language === "es" ? `Hola, ${name}:` : `Hello ${name},`;
  return plainEmail({ kind: "connect.confirmation" }, to, `${copy.subject} · ${churchName}`, [greeting, copy.intro, ...(facts.length ? [facts.join("\n")] : []), churchName]);
}
