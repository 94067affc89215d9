import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFile } from "../../src/server/features/events/ics";
import type { SeriesOccurrence } from "../../src/server/features/events/series";

/** Spanish with accents, emoji (four octets each, some joined) and long words: each character 1 to 4 octets. */
const TITLE = "Noche de alabanza 🙌🏽 y oración en español: ¡acompáñanos con tu familia! 👨‍👩‍👧‍👦 Año nuevo, corazón nuevo";
const DESCRIPTION =
  "Ven a cantar, orar y compartir un café. Habrá niños, jóvenes y mayores; trae a quien quieras. 🎶☕️ " +
  "Pedimos que llegues diez minutos antes para encontrar asiento — ¡gracias! ".repeat(3) +
  "ñáéíóúü¿¡".repeat(12);

function occurrence(): SeriesOccurrence {
  const startsAt = new Date("2026-12-12T01:00:00Z");
  return {
    series: {
      row: {
        id: "5b0c3a1e-4f7e-4a64-9d4e-3c2f1a0b9e8d",
        title: { en: "Worship night", es: TITLE },
        description: { en: "Come and sing.", es: DESCRIPTION },
        location: { name: "Casa de los García — salón grande", address: "Calle Ñandú 123, Fresno, CA 93721" },
        status: "scheduled",
        category: "worship",
        updatedAt: new Date("2026-11-30T12:00:00Z"),
      },
    },
    occurrence: { date: "2026-12-11", startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000), cancelled: false },
  } as unknown as SeriesOccurrence;
}

describe("calendar files by RFC 5545 (§3.1 content lines)", () => {
  const ics = calendarFile([occurrence()], { churchName: "Iglesia Agua Viva — Fresno 🌊", publicUrl: "https://iglesia.example.org", language: "es" });
  const octets = Buffer.from(ics, "utf8");

  it("folds every line at 75 octets, never inside a character", () => {
    // The lines as a calendar app reads them: bytes between CRLFs.
    const lines: Buffer[] = [];
    let start = 0;
    for (let i = 0; i < octets.length - 1; i++) {
      if (octets[i] === 0x0d && octets[i + 1] === 0x0a) {
        lines.push(octets.subarray(start, i));
        start = i + 2;
      }
    }
    expect(lines.length).toBeGreaterThan(10);
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const long = lines.filter((line) => line.byteLength > 75).map((line) => `${line.byteLength}: ${line.toString("utf8")}`);
    expect(long).toEqual([]);
    // Each line alone is whole UTF-8: no character was cut between two lines.
    for (const line of lines) expect(() => decoder.decode(line)).not.toThrow();
    // The Spanish lines were long enough to need folding, and were folded.
    expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(3);
    expect(lines.filter((line) => line.byteLength > 70 && line.byteLength <= 75).length).toBeGreaterThan(3);
  });

  it("reads back with ical.js exactly as written: title, description, place and calendar name", () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Iglesia Agua Viva — Fresno 🌊");
    const [vevent] = calendar.getAllSubcomponents("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(TITLE);
    expect(event.description).toBe(`${DESCRIPTION}\n\nhttps://iglesia.example.org/events/5b0c3a1e-4f7e-4a64-9d4e-3c2f1a0b9e8d/2026-12-11`);
    expect(event.location).toBe("Casa de los García — salón grande, Calle Ñandú 123, Fresno, CA 93721");
    expect(event.uid).toBe("5b0c3a1e-4f7e-4a64-9d4e-3c2f1a0b9e8d-2026-12-11@iglesia.example.org");
  });
});
