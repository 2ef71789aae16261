import { asc, eq } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { ukDayOf } from '../../lib/uk-day.ts';
import { recordAudit } from '../audit/public.ts';
import { SUPPORT_EMAIL } from '../help/public.ts';
import { orders as ordersTable } from '../orders/public.ts';
import { readAvatar, type UserRow } from '../users/public.ts';
import { messagesTo, ordersOf, paymentsOf, profileOf } from './account.ts';
import { accessLogOf, diaryOf, writeRecordings, writeResults } from './clinical.ts';
import { readmeText } from './readme.ts';
import { createZipWriter, DownloadCancelled, type ZipWriter } from './zip.ts';

export interface ExportDeps {
  db: Database;
  blobs: BlobStore;
  dataDir: string;
  /** Where a failure that ends an archive midway is reported (no personal data in it). */
  onError(error: unknown): void;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** `heartcheck-data-YYYY-MM-DD.zip`, the day in the UK. */
export function exportFileName(now: Date): string {
  return `heartcheck-data-${ukDayOf(now)}.zip`;
}

/** Writes every part of the archive, small files first so a broken download still has them. */
async function writeArchive(deps: ExportDeps, user: UserRow, zip: ZipWriter, now: Date) {
  const { db } = deps;
  const orders = await db
    .select()
    .from(ordersTable)
    .where(eq(ordersTable.userId, user.id))
    .orderBy(asc(ordersTable.createdAt));
  await zip.add(
    'README.txt',
    readmeText({ day: ukDayOf(now), email: user.email, supportEmail: SUPPORT_EMAIL }),
  );
  const avatar = user.avatarKey ? await readAvatar(deps.dataDir, user.id) : undefined;
  await zip.add('profile.json', json(profileOf(user, avatar ? 'avatar.webp' : null)));
  if (avatar) await zip.add('avatar.webp', avatar);
  await zip.add('orders.json', json({ orders: await ordersOf(db, orders) }));
  await zip.add('payments.json', json({ payments: paymentsOf(orders) }));
  await zip.add('diary.json', json({ entries: await diaryOf(db, orders) }));
  await zip.add('access-log.json', json({ reads: await accessLogOf(db, user.id) }));
  await zip.add('messages.json', json({ messages: await messagesTo(db, user.email) }));
  await writeResults(deps, zip, user.id, orders);
  await writeRecordings(deps, zip, orders);
}

/**
 * The customer's data exports: at most one running per account, as each reads every recording
 * of the account from the blob store. The guard is per API process; a deployment with several
 * processes allows one per process, which still bounds the load.
 */
export function createDataExports(deps: ExportDeps) {
  const running = new Set<string>();
  return {
    /**
     * Starts the archive of `user`'s data and records the download in the audit log; undefined
     * when one of theirs is still being written.
     */
    async start(user: UserRow, actorType: string, now = new Date()) {
      if (running.has(user.id)) return undefined;
      running.add(user.id);
      try {
        await recordAudit(deps.db, {
          entityType: 'user',
          entityId: user.id,
          actor: { type: actorType, id: user.id },
          action: 'data_export.downloaded',
        });
      } catch (error) {
        running.delete(user.id);
        throw error;
      }
      const zip = createZipWriter();
      writeArchive(deps, user, zip, now)
        .then(() => zip.finish())
        .catch((error: unknown) => {
          if (!(error instanceof DownloadCancelled)) deps.onError(error);
          // A truncated archive fails to open: the reader sees the download failed.
          zip.out.destroy(error instanceof Error ? error : new Error('export failed'));
        })
        .finally(() => running.delete(user.id));
      return zip.out;
    },
  };
}
