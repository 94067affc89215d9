import type { ZodType } from "zod";

/*
 * Values for a zod schema, found from the schema itself: for each leaf (a string, number, enum...) the candidates
 * from a pool that the leaf accepts. The fuzz suite builds a body a route takes, then changes one leaf at a time
 * to a value that is well-formed but impossible (tests/api/fuzz.test.ts).
 */

export type Path = Array<string | number>;

export interface Leaf {
  path: Path;
  schema: ZodType;
  kind: "string" | "number" | "boolean" | "enum" | "literal" | "other";
  /** The leaf takes text from a query string or path (z.coerce), where every value is a string. */
  coerced: boolean;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: ZodType) => (schema as unknown as { def: Def }).def;

/** Random but repeatable: a small linear congruential generator. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SamplePools {
  strings: string[];
  numbers: number[];
  /** Values a field of that name usually takes, tried first (a time zone that exists goes further than "hello"). */
  byName: Record<string, unknown[]>;
}

/** Text and numbers that well-formed fields of this site take: dates, times, ids, codes, words. */
export function defaultPools(ids: string[]): SamplePools {
  return {
    strings: [
      ...ids,
      "2026-11-23",
      "2026-12-24",
      "2026-11-23T19:00",
      "2026-11-23T21:00",
      "2026-11-23T19:00:00Z",
      "2026-11-23T21:00:00.000Z",
      "2026-11-23T19:00:00-08:00",
      "19:00",
      "09:30",
      "2026",
      "2026.zip",
      "en",
      "es",
      "usd",
      "hello",
      "Hello there, church family",
      "fuzz-sample",
      "sample@church.test",
      "+15555550123",
      "(555) 555-0123",
      "https://example.org/page",
      "/uploads/events/images/sample.webp",
      "/demo/video/clip.mp4",
      "/events",
      "JHN",
      "GEN",
      "web",
      "rvr",
      "John 3:16",
      "123456",
      "FREQ=WEEKLY;BYDAY=SU",
      "store/products/sample.webp",
      "a".repeat(24),
      "x".repeat(43),
      "B".repeat(87),
      "welcome",
      "America/Los_Angeles",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://music.apple.com/us/album/water-walkers/1234567890?i=1234567891",
      "https://example.org/live/stream.m3u8",
      "",
    ],
    numbers: [1, 2, 5, 10, 60, 100, 500, 2026, 2500, 0, 90],
    byName: {
      timeZone: ["America/Los_Angeles"],
      currency: ["usd"],
      email: ["sample@church.test"],
      startLocal: ["2026-11-23T19:00"],
      endLocal: ["2026-11-23T21:00"],
    },
  };
}

function pick<T>(random: () => number, list: readonly T[]): T | undefined {
  return list.length ? list[Math.floor(random() * list.length)] : undefined;
}

function accepts(schema: ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** The leaf's values from the pool that it accepts, cached per schema. */
const accepted = new WeakMap<ZodType, unknown[]>();

function candidatesOf(schema: ZodType, pools: SamplePools, coerced: boolean): unknown[] {
  let found = accepted.get(schema);
  if (!found) {
    const def = defOf(schema);
    const raw: unknown[] =
      def.type === "enum"
        ? Object.values(def.entries as Record<string, unknown>)
        : def.type === "literal"
          ? [...(def.values as unknown[])]
          : def.type === "boolean"
            ? coerced
              ? ["true", "false"]
              : [true, false]
            : def.type === "number" || def.type === "int"
              ? coerced
                ? pools.numbers.map(String)
                : pools.numbers
              : pools.strings;
    found = raw.filter((value) => accepts(schema, value));
    accepted.set(schema, found);
  }
  return found;
}

/**
 * A value the schema may take (not always: refinements across fields are found by trying again), and the leaves
 * it is made of. `coerced` says the values travel as text (query strings and path parameters).
 */
export function sample(schema: ZodType, pools: SamplePools, random: () => number, path: Path = [], leaves: Leaf[] = [], depth = 0): { value: unknown; leaves: Leaf[] } {
  const def = defOf(schema);
  const leaf = (kind: Leaf["kind"], coerced = false) => {
    leaves.push({ path, schema, kind, coerced });
    const named = (pools.byName[String(path.at(-1))] ?? []).filter((value) => accepts(schema, value));
    const list = named.length > 0 && random() < 0.8 ? named : candidatesOf(schema, pools, coerced);
    return { value: pick(random, list) ?? (kind === "number" ? 1 : "x"), leaves };
  };
  if (depth > 8) return { value: undefined, leaves };
  switch (def.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, ZodType>)) {
        const fieldDef = defOf(field);
        // Optional fields are sometimes left out, as forms do.
        if ((fieldDef.type === "optional" || fieldDef.type === "default") && random() < 0.3) continue;
        const value = sample(field, pools, random, [...path, key], leaves, depth + 1).value;
        if (value !== undefined) out[key] = value;
      }
      return { value: out, leaves };
    }
    case "array": {
      type Check = { _zod: { def: { check?: string; minimum?: number; length?: number } } };
      const checks = ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);
      const min = checks.find((c) => c.check === "min_length")?.minimum ?? 0;
      const exact = checks.find((c) => c.check === "length_equals")?.length;
      const length = exact ?? Math.max(min, random() < 0.5 ? 1 : 0);
      const items = Array.from({ length }, (_, i) => sample(def.element as ZodType, pools, random, [...path, i], leaves, depth + 1).value);
      return { value: items, leaves };
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return sample(def.innerType as ZodType, pools, random, path, leaves, depth + 1);
    case "pipe": {
      // Text cleaned and then checked (trim, lower case, then an email): a leaf, its values checked by the whole pipe.
      const inner = defOf(def.in as ZodType).type;
      if (inner === "string" || inner === "number") return leaf(inner);
      return sample(def.in as ZodType, pools, random, path, leaves, depth + 1);
    }
    case "union": {
      const option = pick(random, def.options as ZodType[]);
      return option ? sample(option, pools, random, path, leaves, depth + 1) : { value: undefined, leaves };
    }
    case "lazy":
      return sample((def.getter as () => ZodType)(), pools, random, path, leaves, depth + 1);
    case "record":
      return { value: {}, leaves };
    case "string":
      return leaf("string");
    case "number":
    case "int":
      return leaf("number", Boolean(def.coerce));
    case "boolean":
      return leaf("boolean", Boolean(def.coerce));
    case "enum":
      return leaf("enum");
    case "literal":
      return leaf("literal");
    default:
      return leaf("other");
  }
}

/** A copy of `value` with the leaf at `path` set to `replacement` (objects and arrays copied on the way). */
export function withLeaf(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const items: unknown[] = [...(value as unknown[])];
    items[Number(head)] = withLeaf(items[Number(head)], rest, replacement);
    return items;
  }
  const fields: Record<string, unknown> = { ...((value as object | undefined) ?? {}) };
  fields[String(head)] = withLeaf(fields[String(head)], rest, replacement);
  return fields;
}

/** The value at a path of a sample. */
export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at === null || typeof at !== "object" ? undefined : (at as Record<string | number, unknown>)[key]), value);
}

/**
 * A well-formed value turned impossible by its own digits: every digit a 0 (year 0000, month 00, day 00, id 0) or a
 * 9 (month 99, hour 99, year 9999). 2026.zip becomes 0000.zip and 9999.zip, 19:00 becomes 00:00 and 99:99.
 */
export function digitExtremes(value: unknown): string[] {
  if (typeof value !== "string" || !/\d/.test(value)) return [];
  return [value.replace(/\d/g, "0"), value.replace(/\d/g, "9")];
}

/** Leaves that take a date or a time: a real one in the pool's shape, and not ordinary words. */
export function timeShapeOf(leaf: Leaf): "date" | "localDateTime" | "instant" | "time" | null {
  // Words, phone numbers and tokens take a date's characters too; a date field takes none of them.
  if (leaf.kind !== "string" || ["hello", "12345678901", "x".repeat(24)].some((text) => accepts(leaf.schema, text))) return null;
  if (accepts(leaf.schema, "2026-11-23")) return "date";
  if (accepts(leaf.schema, "2026-11-23T19:00")) return "localDateTime";
  if (accepts(leaf.schema, "2026-11-23T19:00:00Z") || accepts(leaf.schema, "2026-11-23T19:00:00-08:00")) return "instant";
  if (accepts(leaf.schema, "19:00")) return "time";
  return null;
}

/** Well-formed but impossible values of each shape: what a date picker never sends, and a script might. */
export const IMPOSSIBLE = {
  date: ["2026-02-30", "2026-13-45", "0000-00-00", "0000-01-01", "2026-00-10", "2026-04-31", "2025-02-29", "9999-12-31", "1899-12-31", "2200-01-01"],
  localDateTime: ["2026-13-45T99:99", "0000-00-00T00:00", "2026-02-30T10:00", "2026-01-01T24:00", "2026-01-01T23:60", "9999-12-31T23:59", "0000-01-01T00:00"],
  instant: ["2026-02-30T10:00:00Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-13-01T00:00:00Z", "2026-01-01T24:00:00Z", "1000-01-01T00:00:00+14:00"],
  time: ["24:00", "23:60", "99:99", "24:60"],
  number: [-1, 0, -2_147_483_649, 2_147_483_648, 2 ** 53 - 1, 1e15, 1.5, -1e15],
  text: ["", " ", "x".repeat(100_001), "not-a-choice", "__proto__", "00000000-0000-0000-0000-000000000000", "2026-02-30", "2026-13", "-1", "99999999999"],
} as const;
