import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpArticles, helpTopics, type HelpArticleRow, type HelpTopicRow } from './schema.ts';

/** What the help centre's public reads need: the topics and the published articles. */
export interface HelpSnapshot {
  topics: HelpTopicRow[];
  /** Published articles, by title. */
  published: HelpArticleRow[];
}

/**
 * The help centre's reads (categories, search, published articles) are the busiest requests
 * and change rarely, so each API process keeps one snapshot of them. Before serving from it, a
 * process checks at most once per `REVALIDATE_MS` that the tables are unchanged, with one small
 * query: the row counts and the sum of the rows' `xmin` (PostgreSQL's transaction id of a row's
 * last write, which changes on every insert and update, through the API or behind it). An edit
 * made through this process drops the snapshot at once; an edit made elsewhere (another process,
 * a migration, psql) is seen within `REVALIDATE_MS`. So every process agrees within a second,
 * with no message between them.
 */
export const REVALIDATE_MS = 1000;

export interface HelpCache {
  read(): Promise<HelpSnapshot>;
  /** After an edit through the API: the next read loads the tables again. */
  invalidate(): void;
}

async function versionOf(db: Database): Promise<string> {
  const result = await db.execute(
    sql`select (select count(*) from ${helpArticles})::text || ':' ||
      (select coalesce(sum(xmin::text::bigint), 0) from ${helpArticles})::text || ':' ||
      (select count(*) from ${helpTopics})::text || ':' ||
      (select coalesce(sum(xmin::text::bigint), 0) from ${helpTopics})::text as version`,
  );
  const rows = (result as { rows?: { version: string }[] }).rows ?? (result as never);
  return (rows as { version: string }[])[0]?.version ?? '';
}

async function load(db: Database): Promise<HelpSnapshot> {
  const [topics, published] = await Promise.all([
    db.select().from(helpTopics).orderBy(asc(helpTopics.position)),
    db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.published, true))
      .orderBy(asc(helpArticles.title)),
  ]);
  return { topics, published };
}

export function createHelpCache(db: Database, now: () => number = Date.now): HelpCache {
  let current: { version: string; data: HelpSnapshot } | undefined;
  let checkedAt = 0;
  let inflight: Promise<HelpSnapshot> | undefined;
  // Bumped by every invalidation: a load that started before an edit never becomes current.
  let generation = 0;
  async function refresh(gen: number): Promise<HelpSnapshot> {
    const version = await versionOf(db);
    const data = current?.version === version ? current.data : await load(db);
    if (gen === generation) {
      current = { version, data };
      checkedAt = now();
    }
    return data;
  }
  return {
    read() {
      if (current && now() - checkedAt < REVALIDATE_MS) return Promise.resolve(current.data);
      if (!inflight) {
        const loading: Promise<HelpSnapshot> = refresh(generation).finally(() => {
          if (inflight === loading) inflight = undefined;
        });
        inflight = loading;
      }
      return inflight;
    },
    invalidate() {
      generation++;
      current = undefined;
      inflight = undefined;
    },
  };
}
