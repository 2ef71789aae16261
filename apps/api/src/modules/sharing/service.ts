import type { ShareLink, ShareReport } from '@heartcheck/contracts/sharing';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shareLinks, shareLinkViews, type ShareLinkRow } from './schema.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createShareLink(
  db: Database,
  input: { orderId: string; userId: string; report: ShareReport; days: number },
): Promise<{ link: ShareLinkRow; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db
    .insert(shareLinks)
    .values({
      orderId: input.orderId,
      userId: input.userId,
      report: input.report,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + input.days * 86400_000),
    })
    .returning();
  return { link: rows[0]!, token };
}

export async function listShareLinks(
  db: Database,
  userId: string,
  orderId?: string,
): Promise<ShareLink[]> {
  const rows = await db
    .select({
      link: shareLinks,
      views: sql<number>`(select count(*)::int from share_link_views v where v.share_link_id = share_links.id)`,
      lastViewedAt: sql<
        string | null
      >`(select max(v.viewed_at)::text from share_link_views v where v.share_link_id = share_links.id)`,
    })
    .from(shareLinks)
    .where(
      orderId
        ? and(eq(shareLinks.userId, userId), eq(shareLinks.orderId, orderId))
        : eq(shareLinks.userId, userId),
    )
    .orderBy(desc(shareLinks.createdAt));
  const now = Date.now();
  return rows.map(({ link, views, lastViewedAt }) => ({
    id: link.id,
    orderId: link.orderId,
    report: link.report as ShareReport,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    active: !link.revokedAt && link.expiresAt.getTime() > now,
    views,
    lastViewedAt: lastViewedAt ? new Date(lastViewedAt).toISOString() : null,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revokes the customer's own link; false when it is not theirs or does not exist. */
export async function revokeShareLink(db: Database, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** The live link for a token (not expired, not revoked); records the view. */
export async function openShareLink(
  db: Database,
  token: string,
  kind: 'page' | 'pdf',
): Promise<ShareLinkRow | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const link = (
    await db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.tokenHash, hashToken(token)))
  )[0];
  if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) return undefined;
  await db.insert(shareLinkViews).values({ shareLinkId: link.id, kind });
  return link;
}
