import type { Language } from "./i18n";

/** What the helpers read of an event's place (shared/events.ts has the whole EventLocation). */
interface Place {
  name: string;
  nameEs?: string;
  address?: string | null;
}

/** The place's name in a language: the Spanish name on a Spanish page when there is one, else the English one. */
export function placeName(location: Pick<Place, "name" | "nameEs">, language: Language): string {
  return (language === "es" && location.nameEs?.trim()) || location.name;
}

/** "Fellowship Hall, 123 Main St." in a language: the place and the address, either of them alone, or nothing. */
export function placeText(location: Place, language: Language): string {
  return [placeName(location, language), location.address].filter(Boolean).join(", ");
}

