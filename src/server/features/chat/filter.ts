import type { ChatSettings } from "../../../shared/chat";
import { CHAT_ERRORS } from "../../../shared/chat";
import { AppError } from "../../lib/errors";

/**
 * Words masked when the profanity filter is on, in English and Spanish. Matched as whole words (and their
 * common endings), case- and accent-insensitively, so "class" or "Scunthorpe" stay as written.
 */
const PROFANITY = [
  // English
  "fuck", "fucking", "fucker", "shit", "shitty", "bitch", "bastard", "asshole", "dick", "cunt", "damn", "goddamn",
  "crap", "piss", "slut", "whore", "motherfucker", "bullshit",
  // Spanish
  "mierda", "puta", "puto", "pendejo", "pendeja", "cabron", "cabrona", "chingar", "chingada", "chingado", "verga",
  "coño", "joder", "gilipollas", "carajo", "culero", "pinche", "maricon", "hijueputa",
];

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const PROFANE = new Set(PROFANITY.map(fold));
const WORD = /[\p{L}\p{N}]+/gu;
/** Web addresses with a scheme, www., or a bare domain with a common ending (example.com/path). */
const LINK =
  /\b(?:https?:\/\/|www\.)\S*[^\s.,;:!?)\]'"]|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|org|net|io|co|me|ly|info|biz|tv|gg|xyz|app|dev|es|mx|us)\b(?:\/\S*[^\s.,;:!?)\]'"])?/giu;

const LINK_REMOVED = "[link removed]";

export function maskProfanity(text: string): string {
  return text.replace(WORD, (word) => (PROFANE.has(fold(word)) ? "*".repeat([...word].length) : word));
}

function containsLink(text: string): boolean {
  LINK.lastIndex = 0;
  return LINK.test(text);
}

/** Applies the chat settings to a message: links allowed, removed or refused (400), then swear words masked. */
export function filterMessage(body: string, settings: ChatSettings): string {
  let text = body;
  if (settings.links !== "allow" && containsLink(text)) {
    if (settings.links === "refuse") throw new AppError(CHAT_ERRORS.linkRefused, 400, "Links are not allowed in the chat.");
    text = text.replace(LINK, LINK_REMOVED);
  }
  if (settings.profanityFilter) text = maskProfanity(text);
  return text;
}
