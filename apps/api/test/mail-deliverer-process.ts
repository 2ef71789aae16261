/**
 * One mail-delivering process for the crash test (smtp.int.test.ts): opens the database named by
 * DATABASE_URL, claims due mail with the claim length given as its argument (milliseconds) and
 * delivers it. The test kills it (SIGKILL) in the middle.
 */
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { createMailer } from '../src/modules/outbox/public.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl! });
const mailer = createMailer({
  db: database.db,
  mail: config.mail,
  outboxUrl: undefined,
  leaseMs: Number(process.argv[2]),
});
const sent = await mailer.deliverDue();
process.send?.({ sent });
await database.close();
