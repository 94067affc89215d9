import type { Language } from "../../../shared/i18n";
import type { EmailMessage } from "../../lib/mail/mailer";
import { plainEmail } from "../../lib/mail/plain-email";

type ConfirmationKind = "visit" | "membership" | "class" | "meeting";

const CONFIRMATIONS: Record<ConfirmationKind, Record<Language, { subject: string; intro: string }>> = {
  visit: {
    en: { subject: "We look forward to your visit", intro: "Thank you for planning a visit. We have you down for:" },
    es: { subject: "Esperamos tu visita con alegría", intro: "Gracias por planear tu visita. Te esperamos:" },
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

const GREETING: Record<Language, string> = { en: "Hello,", es: "Hola:" };

/**
 * The confirmation a form sends to the address the visitor typed, which nobody has confirmed is theirs: it is
 * written by the church alone. It never carries what the visitor wrote (not even their name), so the forms
 * cannot relay anyone's text in the church's name; `facts` are only values the server chose or checked (a
 * service date and time, a number). Staff read the rest in the inbox.
 */
export function confirmationEmail(kind: ConfirmationKind, language: Language, to: string, facts: string[], churchName: string): EmailMessage {
  const copy = CONFIRMATIONS[kind][language];
  return plainEmail({ kind: "connect.confirmation" }, to, `${copy.subject} · ${churchName}`, [
    GREETING[language],
    copy.intro,
    ...(facts.length ? [facts.join("\n")] : []),
    churchName,
  ]);
}
