import { count, desc, eq, like, or, sql } from "drizzle-orm";
import type {
  AdminSeries,
  AdminSermon,
  LiveStreamInput,
  SeriesInput,
  SermonFileField,
  SermonInput,
  SermonTopic,
  StoredFileRef,
} from "../../../shared/sermons";
import { slugFromTitle } from "../../../shared/sermons";
import type { Db } from "../../db/client";
import { liveStreamSettings, sermons, sermonSeries, sermonTopics, type SermonRow } from "../../db/schema/sermons";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../lib/storage/storage";
import { MAX_UPLOAD_BYTES, storeUpload, type UploadInput } from "../../lib/storage/uploads";
import { type Actor, recordAudit } from "../admin/audit";
import { presentSermonDetail } from "./presenter";
import { normaliseScripture, sermonSearchTerms } from "./scripture";
import { topicMap } from "./service";
import { SERMON_STORAGE } from "./storage-prefixes";

const ADMIN_SERMON_PAGE_SIZE = 25;

/** Upload rules of each sermon file; sizes generous enough for a 90-minute MP3 at 128 kbit/s. */
export const SERMON_UPLOADS = {
  notes: { kinds: ["pdf"], maxBytes: MAX_UPLOAD_BYTES.pdf, prefix: SERMON_STORAGE.notes },
  audio: { kinds: ["audio"], maxBytes: MAX_UPLOAD_BYTES.audio, prefix: SERMON_STORAGE.audio },
  artwork: { kinds: ["image"], maxBytes: MAX_UPLOAD_BYTES.image, prefix: SERMON_STORAGE.artwork, image: { maxSize: 1600 } },
} as const;

/** Paths the public API already serves under /api/sermons/...: a sermon may not take them as its slug. */
const RESERVED_SLUGS = new Set(["browse", "live", "podcast"]);

const slugTaken = (slug: string) =>
  new AppError("slug_taken", 409, `The address "${slug}" is already used.`, { slug: [`The address "${slug}" is already used.`] });

async function presentAdminSermon(db: Db, storage: Storage, row: SermonRow, topics?: Map<string, SermonTopic>): Promise<AdminSermon> {
  const [series] = row.seriesId ? await db.select().from(sermonSeries).where(eq(sermonSeries.id, row.seriesId)) : [];
  const brief = series ? { slug: series.slug, title: series.title, artworkKey: series.artwork?.key ?? null } : null;
  return {
    ...presentSermonDetail(row, brief, topics ?? (await topicMap(db)), storage),
    id: row.id,
    published: row.published,
    seriesSlug: series?.slug ?? null,
    videoUrl: row.videoUrl,
    ownArtwork: row.artwork ? { url: storage.publicUrl(row.artwork.key), size: row.artwork.size } : null,
    fileNames: { notes: fileNameOf(row.notes), audio: fileNameOf(row.audio), artwork: fileNameOf(row.artwork) },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The name a file was uploaded under; files kept before names were recorded show their stored name. */
function fileNameOf(file: StoredFileRef | null): string | null {
  return file ? (file.name ?? file.key.split("/").pop() ?? file.key) : null;
}

export async function listSermonsForAdmin(db: Db, storage: Storage, page: number, q?: string) {
  const where = q ? sql`(${sermons.title}->>'en' ilike ${`%${q}%`} or ${sermons.title}->>'es' ilike ${`%${q}%`} or ${sermons.speaker} ilike ${`%${q}%`})` : undefined;
  const [rows, [total], topics] = await Promise.all([
    db
      .select()
      .from(sermons)
      .where(where)
      .orderBy(desc(sermons.preachedOn), desc(sermons.id))
      .limit(ADMIN_SERMON_PAGE_SIZE)
      .offset((page - 1) * ADMIN_SERMON_PAGE_SIZE),
    db.select({ value: count() }).from(sermons).where(where),
    topicMap(db),
  ]);
  return {
    sermons: await Promise.all(rows.map((row) => presentAdminSermon(db, storage, row, topics))),
    page,
    pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / ADMIN_SERMON_PAGE_SIZE)),
  };
}

export async function getSermonForAdmin(db: Db, storage: Storage, id: number): Promise<AdminSermon> {
  const [row] = await db.select().from(sermons).where(eq(sermons.id, id));
  if (!row) throw AppError.notFound("That sermon no longer exists.");
  return presentAdminSermon(db, storage, row);
}

/**
 * The address of a sermon saved without one: made from its English title and made unique ("hope", "hope-2"...),
 * never one of the reserved paths. An edit without one keeps its address.
 */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugFromTitle(title) || "sermon";
  const taken = new Set(
    (await db.select({ slug: sermons.slug }).from(sermons).where(or(eq(sermons.slug, base), like(sermons.slug, `${base}-%`)))).map((r) => r.slug),
  );
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}

async function sermonValues(db: Db, input: SermonInput & { slug: string }) {
  if (RESERVED_SLUGS.has(input.slug)) throw AppError.validation("Choose another address.", { slug: ["This address is reserved; choose another."] });
  const fields: Record<string, string[]> = {};
  input.scripture.forEach((text, i) => {
    if (normaliseScripture([text]).scripture[0]?.osis === null) fields[`scripture.${i}`] = [`We couldn't read "${text}" as a Bible passage. Try John 3:16 or Salmo 23.`];
  });
  const topics = await topicMap(db);
  input.topics.forEach((slug, i) => {
    if (!topics.has(slug)) fields[`topics.${i}`] = [`There is no topic "${slug}".`];
  });
  let seriesId: number | null = null;
  if (input.seriesSlug) {
    const [series] = await db.select({ id: sermonSeries.id }).from(sermonSeries).where(eq(sermonSeries.slug, input.seriesSlug));
    if (!series) fields.seriesSlug = [`There is no series "${input.seriesSlug}".`];
    seriesId = series?.id ?? null;
  }
  if (Object.keys(fields).length > 0) throw AppError.validation("Some fields are not valid.", fields);
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    preachedOn: input.preachedOn,
    speaker: input.speaker,
    speakerTitle: input.speakerTitle,
    seriesId,
    topics: input.topics,
    ...normaliseScripture(input.scripture),
    searchTerms: sermonSearchTerms(
      input.scripture,
      input.topics.flatMap((slug) => {
        const topic = topics.get(slug);
        return topic ? [topic.name] : [];
      }),
    ),
    videoUrl: input.videoUrl || null,
    published: input.published,
    updatedAt: new Date(),
  };
}

export async function saveSermon(db: Db, storage: Storage, actor: Actor, given: SermonInput, id?: number): Promise<AdminSermon> {
  const [current] = id && !given.slug ? await db.select({ slug: sermons.slug }).from(sermons).where(eq(sermons.id, id)) : [];
  if (id && !given.slug && !current) throw AppError.notFound("That sermon no longer exists.");
  const input = { ...given, slug: given.slug ?? current?.slug ?? (await freeSlug(db, given.title.en)) };
  const values = await sermonValues(db, input);
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(sermons).where(eq(sermons.id, id)) : [];
      if (id && !before) throw AppError.notFound("That sermon no longer exists.");
      const [saved] = id
        ? await tx.update(sermons).set(values).where(eq(sermons.id, id)).returning()
        : await tx.insert(sermons).values(values).returning();
      if (!saved) throw AppError.notFound("That sermon no longer exists.");
      await recordAudit(tx, actor, {
        action: id ? "sermon.update" : "sermon.create",
        targetType: "sermon",
        targetId: String(saved.id),
        before: before ? auditable(before) : undefined,
        after: auditable(saved),
      });
      return saved;
    });
    return presentAdminSermon(db, storage, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

/** The audit log keeps what an admin changed, not the generated search vectors. */
function auditable(row: SermonRow) {
  const { searchEn: _en, searchEs: _es, ...rest } = row;
  return rest;
}

export async function setSermonPublished(db: Db, storage: Storage, actor: Actor, id: number, published: boolean): Promise<AdminSermon> {
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx.update(sermons).set({ published, updatedAt: new Date() }).where(eq(sermons.id, id)).returning();
    if (!saved) throw AppError.notFound("That sermon no longer exists.");
    await recordAudit(tx, actor, { action: published ? "sermon.publish" : "sermon.unpublish", targetType: "sermon", targetId: String(id) });
    return saved;
  });
  return presentAdminSermon(db, storage, row);
}

async function forgetFile(storage: Storage, file: StoredFileRef | null | undefined) {
  // The row no longer points at it; a failed delete leaves an unused file behind, which is harmless.
  if (file) await storage.delete(file.key).catch(() => undefined);
}

export async function deleteSermon(db: Db, storage: Storage, actor: Actor, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(sermons).where(eq(sermons.id, id)).returning();
    if (!row) throw AppError.notFound("That sermon no longer exists.");
    await recordAudit(tx, actor, { action: "sermon.delete", targetType: "sermon", targetId: String(id), before: auditable(row) });
    return row;
  });
  await Promise.all([forgetFile(storage, removed.notes), forgetFile(storage, removed.audio), forgetFile(storage, removed.artwork)]);
}


/** What a sermon's row changes to when one of its files is replaced (or removed, with null). */
function fileChanges(field: SermonFileField, file: StoredFileRef | null) {
  if (field === "audio") return { audio: file, audioDurationSeconds: null };
  return field === "notes" ? { notes: file } : { artwork: file };
}

/** Stores an uploaded study-notes PDF, audio file or picture for a sermon, replacing (and then deleting) the old one. */
export async function uploadSermonFile(db: Db, storage: Storage, actor: Actor, id: number, field: SermonFileField, input: UploadInput): Promise<AdminSermon> {
  const [existing] = await db.select({ id: sermons.id }).from(sermons).where(eq(sermons.id, id));
  if (!existing) throw AppError.notFound("That sermon no longer exists.");
  const stored = await storeUpload(storage, input, { ...SERMON_UPLOADS[field], kinds: [...SERMON_UPLOADS[field].kinds], field });
  const file: StoredFileRef = { key: stored.key, contentType: stored.contentType, size: stored.size, ...(stored.originalName ? { name: stored.originalName } : {}) };
  const { row, previous } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sermons).where(eq(sermons.id, id));
    if (!before) throw AppError.notFound("That sermon no longer exists.");
    const [saved] = await tx.update(sermons).set({ ...fileChanges(field, file), updatedAt: new Date() }).where(eq(sermons.id, id)).returning();
    await recordAudit(tx, actor, { action: `sermon.${field}.upload`, targetType: "sermon", targetId: String(id), before: before[field], after: file });
    return { row: saved ?? before, previous: before[field] };
  });
  await forgetFile(storage, previous);
  return presentAdminSermon(db, storage, row);
}

export async function removeSermonFile(db: Db, storage: Storage, actor: Actor, id: number, field: SermonFileField): Promise<AdminSermon> {
  const { row, previous } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sermons).where(eq(sermons.id, id));
    if (!before) throw AppError.notFound("That sermon no longer exists.");
    const [saved] = await tx.update(sermons).set({ ...fileChanges(field, null), updatedAt: new Date() }).where(eq(sermons.id, id)).returning();
    await recordAudit(tx, actor, { action: `sermon.${field}.remove`, targetType: "sermon", targetId: String(id), before: before[field] });
    return { row: saved ?? before, previous: before[field] };
  });
  await forgetFile(storage, previous);
  return presentAdminSermon(db, storage, row);
}

// ---------- series ----------

export async function listSeriesForAdmin(db: Db, storage: Storage): Promise<AdminSeries[]> {
  const rows = await db
    .select({
      series: sermonSeries,
      sermonCount: sql<number>`count(${sermons.id})::int`,
      firstDate: sql<string | null>`min(${sermons.preachedOn})::text`,
      lastDate: sql<string | null>`max(${sermons.preachedOn})::text`,
    })
    .from(sermonSeries)
    .leftJoin(sermons, eq(sermons.seriesId, sermonSeries.id))
    .groupBy(sermonSeries.id)
    .orderBy(desc(sermonSeries.createdAt), desc(sermonSeries.id));
  return rows.map(({ series, ...counts }) => ({
    id: series.id,
    slug: series.slug,
    title: series.title,
    description: series.description,
    artworkUrl: series.artwork ? storage.publicUrl(series.artwork.key) : null,
    published: series.published,
    sermonCount: Number(counts.sermonCount),
    firstDate: counts.firstDate,
    lastDate: counts.lastDate,
  }));
}

export async function saveSeries(db: Db, actor: Actor, input: SeriesInput, id?: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(sermonSeries).where(eq(sermonSeries.id, id)) : [];
      if (id && !before) throw AppError.notFound("That series no longer exists.");
      const values = { ...input, updatedAt: new Date() };
      const [saved] = id
        ? await tx.update(sermonSeries).set(values).where(eq(sermonSeries.id, id)).returning()
        : await tx.insert(sermonSeries).values(values).returning();
      if (!saved) throw AppError.notFound("That series no longer exists.");
      await recordAudit(tx, actor, { action: id ? "sermon_series.update" : "sermon_series.create", targetType: "sermon_series", targetId: String(saved.id), before, after: saved });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

export async function uploadSeriesArtwork(db: Db, storage: Storage, actor: Actor, id: number, input: UploadInput): Promise<void> {
  const [existing] = await db.select({ id: sermonSeries.id }).from(sermonSeries).where(eq(sermonSeries.id, id));
  if (!existing) throw AppError.notFound("That series no longer exists.");
  const stored = await storeUpload(storage, input, { ...SERMON_UPLOADS.artwork, kinds: ["image"], field: "artwork" });
  const file: StoredFileRef = { key: stored.key, contentType: stored.contentType, size: stored.size };
  const previous = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sermonSeries).where(eq(sermonSeries.id, id));
    if (!before) throw AppError.notFound("That series no longer exists.");
    await tx.update(sermonSeries).set({ artwork: file, updatedAt: new Date() }).where(eq(sermonSeries.id, id));
    await recordAudit(tx, actor, { action: "sermon_series.artwork.upload", targetType: "sermon_series", targetId: String(id), before: before.artwork, after: file });
    return before.artwork;
  });
  await forgetFile(storage, previous);
}

export async function deleteSeries(db: Db, storage: Storage, actor: Actor, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(sermonSeries).where(eq(sermonSeries.id, id)).returning();
    if (!row) throw AppError.notFound("That series no longer exists.");
    await recordAudit(tx, actor, { action: "sermon_series.delete", targetType: "sermon_series", targetId: String(id), before: row });
    return row;
  });
  await forgetFile(storage, removed.artwork);
}

// ---------- topics ----------

export async function listTopics(db: Db): Promise<SermonTopic[]> {
  const rows = await db.select().from(sermonTopics).orderBy(sql`${sermonTopics.name}->>'en'`);
  return rows.map((r) => ({ slug: r.slug, name: r.name }));
}

export async function saveTopic(db: Db, actor: Actor, topic: SermonTopic): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sermonTopics).values(topic).onConflictDoUpdate({ target: sermonTopics.slug, set: { name: topic.name } });
    await recordAudit(tx, actor, { action: "sermon_topic.save", targetType: "sermon_topic", targetId: topic.slug, after: topic });
  });
}

// ---------- live stream ----------

export async function getLiveSettings(db: Db) {
  const [row] = await db.select().from(liveStreamSettings).limit(1);
  return {
    provider: row?.provider ?? "youtube",
    url: row?.url ?? "",
    liveNow: row?.liveNow ?? false,
    serviceMinutes: row?.serviceMinutes ?? 90,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveLiveSettings(db: Db, actor: Actor, input: LiveStreamInput) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(liveStreamSettings).limit(1);
    const values = { provider: input.provider, url: input.url || null, liveNow: input.liveNow, serviceMinutes: input.serviceMinutes, updatedAt: new Date() };
    await tx.insert(liveStreamSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: liveStreamSettings.id, set: values });
    await recordAudit(tx, actor, { action: "live_stream.update", targetType: "live_stream", targetId: "1", before, after: values });
  });
  return getLiveSettings(db);
}

