/**
 * Which picture each demo event shows: made by scripts/demo-event-art.ts into public/demo/events/{name}.webp
 * (1200 x 630). Both fish fries share one.
 */
export const DEMO_EVENT_ART = {
  sunday: "worship",
  study: "study",
  pie: "pies",
  "food-drive": "food-drive",
  candlelight: "candlelight",
  breakfast: "breakfast",
  "fish-fry": "fish-fry",
  pumpkin: "pumpkins",
  "fall-fish-fry": "fish-fry",
} as const;

export function demoEventImage(key: string): string | null {
  const name = (DEMO_EVENT_ART as Record<string, string>)[key];
  return name ? `/demo/events/${name}.webp` : null;
}
