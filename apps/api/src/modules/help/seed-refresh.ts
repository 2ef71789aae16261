import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpArticleSeeds, helpArticles, type HelpArticleRow } from './schema.ts';

/** What a built-in article says: the parts a release may correct and staff may edit. */
export type SeedText = Pick<
  HelpArticleRow,
  'id' | 'title' | 'category' | 'content' | 'tableOfContent' | 'tags'
>;

/** A fingerprint of the text, to tell later whether staff have changed it since it was written. */
export function seedHash(text: Omit<SeedText, 'id' | 'tableOfContent'>): string {
  const parts = [text.title, text.category, text.content, text.tags.map((tag) => tag.label)];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Whether staff have left the article as the seed wrote it: it matches the hash recorded then;
 * before hashes were recorded (null), it was never saved after it was inserted (an edit moves
 * `updatedAt` past `createdAt`, which the seed sets equal).
 */
function untouched(row: HelpArticleRow, recorded: string | null): boolean {
  if (recorded !== null) return seedHash(row) === recorded;
  return row.updatedAt.getTime() === row.createdAt.getTime();
}

/**
 * Brings the built-in articles this database already holds up to this release's text, where
 * staff have not edited them: a corrected article (a changed limit, a new paragraph) reaches an
 * existing deployment on its next start, dated now so readers see it changed, while an article
 * staff edited keeps their text and one they deleted stays deleted. Returns how many changed.
 */
export async function refreshSeeded(tx: Database, texts: SeedText[], now: Date): Promise<number> {
  if (texts.length === 0) return 0;
  const ids = texts.map((text) => text.id);
  const rows = await tx.select().from(helpArticles).where(inArray(helpArticles.id, ids));
  const seeds = await tx
    .select()
    .from(helpArticleSeeds)
    .where(inArray(helpArticleSeeds.articleId, ids));
  const recorded = new Map(seeds.map((seed) => [seed.articleId, seed.contentHash]));
  let changed = 0;
  for (const text of texts) {
    const row = rows.find((r) => r.id === text.id);
    const hash = seedHash(text);
    if (!row || recorded.get(text.id) === hash || !untouched(row, recorded.get(text.id) ?? null))
      continue;
    if (seedHash(row) !== hash) {
      // Only the text: whether it is published or starred, its authors and dates are staff's.
      const { title, category, content, tableOfContent, tags } = text;
      await tx
        .update(helpArticles)
        .set({ title, category, content, tableOfContent, tags, updatedAt: now })
        .where(eq(helpArticles.id, text.id));
      changed += 1;
    }
    await tx
      .update(helpArticleSeeds)
      .set({ contentHash: hash })
      .where(eq(helpArticleSeeds.articleId, text.id));
  }
  return changed;
}
