import type { Language } from "../../../shared/i18n";
import { escapeHtml } from "../../lib/text/html";
import type { EmailMessage } from "../../lib/mail/mailer";
import { secretsOfLink } from "../../lib/mail/message-kinds";

/** The emails and texts of member accounts, in the member's language, as plain text and HTML. */

type EmailKind = "confirmSignUp" | "magicLink" | "confirmNewEmail";

const EMAILS: Record<EmailKind, Record<Language, { subject: string; intro: string; action: string; outro: string }>> = {
  confirmSignUp: {
    en: {
      subject: "Confirm your email",
      intro: "Welcome! Please confirm your email address to finish creating your member account.",
      action: "Confirm my email",
      outro: "If you did not sign up, you can ignore this email.",
    },
    es: {
      subject: "Confirma tu correo electrónico",
      intro: "¡Bienvenido! Confirma tu correo electrónico para terminar de crear tu cuenta de miembro.",
      action: "Confirmar mi correo",
      outro: "Si no te registraste, puedes ignorar este correo.",
    },
  },
  magicLink: {
    en: {
      subject: "Your sign-in link",
      intro: "Use this link to sign in. It works once and expires in 15 minutes.",
      action: "Sign in",
      outro: "If you did not ask for this link, you can ignore this email.",
    },
    es: {
      subject: "Tu enlace para iniciar sesión",
      intro: "Usa este enlace para iniciar sesión. Funciona una sola vez y vence en 15 minutos.",
      action: "Iniciar sesión",
      outro: "Si no pediste este enlace, puedes ignorar este correo.",
    },
  },
  confirmNewEmail: {
    en: {
      subject: "Confirm your new email",
      intro: "Please confirm this address to make it the email of your member account.",
      action: "Confirm my new email",
      outro: "If you did not ask for this change, you can ignore this email.",
    },
    es: {
      subject: "Confirma tu nuevo correo electrónico",
      intro: "Confirma esta dirección para que sea el correo de tu cuenta de miembro.",
      action: "Confirmar mi nuevo correo",
      outro: "Si no pediste este cambio, puedes ignorar este correo.",
    },
  },
};

const KINDS = { confirmSignUp: "member.confirm-sign-up", magicLink: "member.magic-link", confirmNewEmail: "member.confirm-new-email" } as const;

export function accountEmail(kind: EmailKind, language: Language, to: string, url: string, churchName: string): EmailMessage {
  const copy = EMAILS[kind][language];
  const subject = `${copy.subject} · ${churchName}`;
  return {
    kind: KINDS[kind],
    secrets: secretsOfLink(url),
    to,
    subject,
    text: `${copy.intro}\n\n${copy.action}: ${url}\n\n${copy.outro}\n\n${churchName}`,
    html:
      `<p>${escapeHtml(copy.intro)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(copy.action)}</a></p>` +
      `<p>${escapeHtml(copy.outro)}</p><p>${escapeHtml(churchName)}</p>`,
  };
}

export function signInCodeText(language: Language, code: string, churchName: string): string {
  return language === "es"
    ? `${churchName}: tu código para iniciar sesión es ${code}. Vence en 5 minutos.`
    : `${churchName}: your sign-in code is ${code}. It expires in 5 minutes.`;
}
