import type { LocalizedText } from "../../../shared/i18n";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  SERMON_PAGE_SIZE,
  type SermonDetail,
  type SermonFacets,
  type SermonListQuery,
  type SermonPage,
  type SermonTopic,
} from "../../../shared/sermons";
import type { Db } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { type PublicSermonRow, sermons, sermonSeries, sermonTopics } from "../../db/schema/sermons";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../lib/storage/storage";
import { presentSermonDetail, presentSermonSummary, type SeriesBrief } from "./presenter";
import { CANONICAL_BOOKS } from "./scripture";

const topicsQuery = preparedFor((db) => db.select().from(sermonTopics).prepare("sermon_topics"));

export async function topicMap(db: Db): Promise<Map<string, SermonTopic>> {
  const rows = await topicsQuery(db).execute();
  return new Map(rows.map((row) => [row.slug, { slug: row.slug, name: row.name }]));
}

const seriesBrief = {
  slug: sermonSeries.slug,
  title: sermonSeries.title,
  artwork: sermonSeries.artwork,
  published: sermonSeries.published,
};

/** The columns of PublicSermonRow, the sermon as the public pages show it. */
const publicSermon = {
  id: sermons.id,
  slug: sermons.slug,
  seriesId: sermons.seriesId,
  title: sermons.title,
  summary: sermons.summary,
  preachedOn: sermons.preachedOn,
  speaker: sermons.speaker,
  speakerTitle: sermons.speakerTitle,
  topics: sermons.topics,
  scripture: sermons.scripture,
  books: sermons.books,
  videoUrl: sermons.videoUrl,
  audio: sermons.audio,
  notes: sermons.notes,
  artwork: sermons.artwork,
  published: sermons.published,
} satisfies Record<keyof PublicSermonRow, unknown>;

function toBrief(row: { slug: string; title: SeriesBrief["title"]; artwork: { key: string } | null; published: boolean } | null): SeriesBrief | null {
  if (!row?.published) return null;
  return { slug: row.slug, title: row.title, artworkKey: row.artwork?.key ?? null };
}

/** The archive without a filter or a search (the page /sermons opens on, and the home page's): built once. */
const newestQuery = preparedFor((db) =>
  db
    .select({ sermon: publicSermon, series: seriesBrief, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(sermons)
    .leftJoin(sermonSeries, eq(sermons.seriesId, sermonSeries.id))
    .where(eq(sermons.published, true))
    .orderBy(desc(sermons.preachedOn), desc(sermons.id))
    .limit(SERMON_PAGE_SIZE)
    .offset(sql.placeholder("offset"))
    .prepare("sermons_newest"),
);

/**
 * The public archive: published sermons, newest first, or best match first when searching. Full-text search
 * runs in both the English and Spanish configurations (GIN indexes on the generated vectors); a match in the
 * visitor's language ranks a little higher. Filters (series, topic, speaker, book) combine with AND.
 */
export async function listSermons(db: Db, storage: Storage, query: SermonListQuery): Promise<SermonPage> {
  const conditions: SQL[] = [eq(sermons.published, true)];
  if (query.series) {
    conditions.push(
      sql`${sermons.seriesId} = (select ${sermonSeries.id} from ${sermonSeries} where ${sermonSeries.slug} = ${query.series} and ${sermonSeries.published})`,
    );
  }
  if (query.topic) conditions.push(sql`${sermons.topics} @> array[${query.topic}]::text[]`);
  if (query.book) conditions.push(sql`${sermons.books} @> array[${query.book}]::text[]`);
  if (query.speaker) conditions.push(eq(sermons.speaker, query.speaker));

  const text = query.q?.trim();
  let rank: SQL | undefined;
  if (text) {
    const en = sql`websearch_to_tsquery('english', ${text})`;
    const es = sql`websearch_to_tsquery('spanish', ${text})`;
    conditions.push(sql`(${sermons.searchEn} @@ ${en} or ${sermons.searchEs} @@ ${es})`);
    const [mine, other] = query.lang === "es" ? [sql`ts_rank(${sermons.searchEs}, ${es})`, sql`ts_rank(${sermons.searchEn}, ${en})`] : [sql`ts_rank(${sermons.searchEn}, ${en})`, sql`ts_rank(${sermons.searchEs}, ${es})`];
    rank = sql`greatest(${mine} * 1.2, ${other})`;
  }
  const where = and(...conditions);
  const order = rank ? [desc(rank), desc(sermons.preachedOn), desc(sermons.id)] : [desc(sermons.preachedOn), desc(sermons.id)];

  // The total rides along on every row (a window count over the filtered set): one query instead of two.
  const offset = (query.page - 1) * SERMON_PAGE_SIZE;
  const filtered = conditions.length > 1;
  const [rows, topics] = await Promise.all([
    filtered
      ? db
          .select({ sermon: publicSermon, series: seriesBrief, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(sermons)
          .leftJoin(sermonSeries, eq(sermons.seriesId, sermonSeries.id))
          .where(where)
          .orderBy(...order)
          .limit(SERMON_PAGE_SIZE)
          .offset(offset)
      : newestQuery(db).execute({ offset }),
    topicMap(db),
  ]);
  // A page past the end has no rows to carry the total: counted apart only then.
  const totalCount = rows[0]?.total ?? (query.page > 1 ? ((await db.select({ value: count() }).from(sermons).where(where))[0]?.value ?? 0) : 0);
  return {
    sermons: rows.map((row) => presentSermonSummary(row.sermon, toBrief(row.series), topics, storage)),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalCount / SERMON_PAGE_SIZE)),
    total: totalCount,
  };
}

export async function findPublishedSermon(db: Db, slug: string): Promise<{ sermon: PublicSermonRow; series: SeriesBrief | null }> {
  const [row] = await db
    .select({ sermon: publicSermon, series: seriesBrief })
    .from(sermons)
    .leftJoin(sermonSeries, eq(sermons.seriesId, sermonSeries.id))
    .where(and(eq(sermons.slug, slug), eq(sermons.published, true)))
    .limit(1);
  if (!row) throw AppError.notFound("There is no such sermon.");
  return { sermon: row.sermon, series: toBrief(row.series) };
}

export async function sermonDetail(db: Db, storage: Storage, slug: string): Promise<SermonDetail> {
  const [{ sermon, series }, topics] = await Promise.all([findPublishedSermon(db, slug), topicMap(db)]);
  return presentSermonDetail(sermon, series, topics, storage);
}

/** /sermons' ways to browse, each count a query of its own: built once. */
const facetQueries = preparedFor((db) => {
  const published = eq(sermons.published, true);
  const unnested = (column: typeof sermons.topics | typeof sermons.books, alias: string) =>
    db.select({ value: sql<string>`unnest(${column})`.as("value") }).from(sermons).where(published).as(alias);
  const topicList = unnested(sermons.topics, "topic_list");
  const bookList = unnested(sermons.books, "book_list");
  return {
    series: db
      .select({
        slug: sermonSeries.slug,
        title: sermonSeries.title,
        description: sermonSeries.description,
        artwork: sermonSeries.artwork,
        sermonCount: sql<number>`count(${sermons.id})::int`,
        firstDate: sql<string | null>`min(${sermons.preachedOn})::text`,
        lastDate: sql<string | null>`max(${sermons.preachedOn})::text`,
      })
      .from(sermonSeries)
      .leftJoin(sermons, and(eq(sermons.seriesId, sermonSeries.id), published))
      .where(eq(sermonSeries.published, true))
      .groupBy(sermonSeries.id)
      .orderBy(sql`max(${sermons.preachedOn}) desc nulls last`, asc(sermonSeries.id))
      .prepare("sermon_facet_series"),
    topics: db.select({ slug: topicList.value, count: sql<number>`count(*)::int` }).from(topicList).groupBy(topicList.value).prepare("sermon_facet_topics"),
    speakers: db
      // The title the speaker's latest sermon gives them ("Bishop" / "Obispo").
      .select({
        name: sermons.speaker,
        title: sql<LocalizedText>`(array_agg(${sermons.speakerTitle} order by ${sermons.preachedOn} desc))[1]`,
        count: sql<number>`count(*)::int`,
      })
      .from(sermons)
      .where(published)
      .groupBy(sermons.speaker)
      .orderBy(sql`count(*) desc`, asc(sermons.speaker))
      .prepare("sermon_facet_speakers"),
    books: db.select({ id: bookList.value, count: sql<number>`count(*)::int` }).from(bookList).groupBy(bookList.value).prepare("sermon_facet_books"),
    topicNames: db
      .select()
      .from(sermonTopics)
      .where(sql`${sermonTopics.slug} = any(${sql.placeholder("slugs")}::text[])`)
      .prepare("sermon_facet_topic_names"),
  };
});

/** What /sermons offers to browse by: series, topics, speakers and books, each with its count of sermons. */
export async function sermonFacets(db: Db, storage: Storage): Promise<SermonFacets> {
  const queries = facetQueries(db);
  const [series, topicRows, speakers, books] = await Promise.all([
    queries.series.execute(),
    queries.topics.execute(),
    queries.speakers.execute(),
    queries.books.execute(),
  ]);
  const topicCounts = new Map(topicRows.map((r) => [r.slug, Number(r.count)]));
  const topics = topicCounts.size ? await queries.topicNames.execute({ slugs: [...topicCounts.keys()] }) : [];
  const bookCounts = new Map(books.map((r) => [r.id, Number(r.count)]));
  return {
    series: series.map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      artworkUrl: s.artwork ? storage.publicUrl(s.artwork.key) : null,
      sermonCount: Number(s.sermonCount),
      firstDate: s.firstDate,
      lastDate: s.lastDate,
    })),
    topics: topics
      .map((t) => ({ slug: t.slug, name: t.name, count: topicCounts.get(t.slug) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.name.en.localeCompare(b.name.en)),
    speakers: speakers.map((s) => ({ name: s.name, title: s.title, count: Number(s.count) })),
    books: CANONICAL_BOOKS.filter((id) => bookCounts.has(id)).map((id) => ({ id, count: bookCounts.get(id) ?? 0 })),
  };
}
