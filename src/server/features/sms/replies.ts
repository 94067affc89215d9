import type { Language } from "../../../shared/i18n";

/** What the texts' answers name: the church, how to reach it, and its keyword in the answer's language. */
export interface ReplyContext {
  church: string;
  phone: string;
  email: string;
  keyword: string;
}

/**
 * The answers a text gets, short enough for one or two text segments, warm, in the sender's language (Spanish in
 * tú, docs/style-spanish.md). STOP and START work in either language; a Spanish answer names the Spanish words (ALTO, INICIAR), which the server reads too (shared/sms.ts).
 */
export const TEXT_REPLIES: Record<Language, {
  welcome: (c: ReplyContext, link: string) => string;
  stop: (c: ReplyContext) => string;
  start: (c: ReplyContext) => string;
  help: (c: ReplyContext) => string;
  thanks: (c: ReplyContext) => string;
}> = {
  en: {
    welcome: (c, link) => `Welcome to ${c.church}! We're so glad you reached out. Tell us a little about you here: ${link} Reply STOP to opt out.`,
    stop: (c) => `You won't get more texts from ${c.church}. Text START if you change your mind.`,
    start: (c) => `Welcome back! You'll get texts from ${c.church} again. Text ${c.keyword} to get connected.`,
    help: (c) => `${c.church}: text ${c.keyword} to get connected. Call ${c.phone} or email ${c.email}. Reply STOP to opt out.`,
    thanks: (c) => `Thanks for your message! Someone from ${c.church} will read it soon. Text ${c.keyword} to get connected.`,
  },
  es: {
    welcome: (c, link) => `¡Te damos la bienvenida a ${c.church}! Qué alegría saber de ti. Cuéntanos un poco de ti aquí: ${link} Responde ALTO para no recibir más mensajes.`,
    stop: (c) => `Ya no recibirás mensajes de ${c.church}. Envía INICIAR si cambias de opinión.`,
    start: (c) => `¡Qué bueno tenerte de vuelta! Volverás a recibir mensajes de ${c.church}. Envía ${c.keyword} para conectarte.`,
    help: (c) => `${c.church}: envía ${c.keyword} para conectarte. Llama al ${c.phone} o escribe a ${c.email}. Responde ALTO para no recibir más mensajes.`,
    thanks: (c) => `¡Gracias por tu mensaje! Alguien de ${c.church} lo leerá pronto. Envía ${c.keyword} para conectarte.`,
  },
};
