import { fork } from 'node:child_process';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { MailOutboxStatus } from '@heartcheck/contracts/mail-outbox';
import { loadConfig } from '../src/config/env.ts';
import { setLogLevel, setLogSink } from '../src/lib/logger.ts';
import {
  deliverNotice,
  queueNotice,
  queueReplacement,
  type OrderDeps,
} from '../src/modules/orders/public.ts';
import {
  createMailer,
  MAIL_KINDS,
  messageIdOf,
  type MailKind,
  type OutboxMailer,
} from '../src/modules/outbox/public.ts';
import { outboxMessages } from '../src/modules/outbox/schema.ts';
import { erasureOutcomeMail, outcomeOf } from '../src/modules/data-rights/erasure-testing.ts';
import { signMail } from '../src/modules/reviews/public.ts';
import { queueUnreached, queueUrgent } from '../src/modules/urgent/public.ts';
import { receivedOrder, waitFor } from '../src/modules/results/testing.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { ProviderSession } from './oidc-login.ts';
import { SMTP_USER, startTestSmtp, type ReceivedMail, type TestSmtp } from './smtp-server.ts';

const FROM_ADDRESS = 'no-reply@heartcheck.test';
const MAIL_FROM = `HeartCheck <${FROM_ADDRESS}>`;
/** A 200 ms first retry, so the tests see several retries in a second or two. */
const RETRY_SECONDS = '0.2';

/** A phrase each kind of message must carry (beside the subject and the whole text compared). */
function expectedPhrase(kind: MailKind, url: string, orderNumber: string): string {
  const phrases: Record<MailKind, string> = {
    'sign-up-welcome': `${url}/sign-in`,
    'sign-up-existing-account': `${url}/forgot-password`,
    'email-confirmation': `${url}/confirm-email?token=`,
    'password-reset': `${url}/reset-password?token=`,
    'order-paid': `for order ${orderNumber}`,
    'order-dispatched': 'Tracking number: TEST 123',
    'results-ready': `${url}/results`,
    'results-ready-urgent': 'needs prompt medical attention',
    'urgent-finding': 'needs prompt medical attention',
    'urgent-unreached': 'could not reach you',
    'cardiac-report-amended': `${url}/cardiacReport`,
    'order-refunded': 'refunded to your card',
    'replacement-fee': 'replacement fee of',
    'account-deletion': 'We have deleted your HeartCheck account',
  };
  return phrases[kind];
}

/**
 * Makes the server hold every message it receives until `release` (called again, and the server
 * let go, when the test ends); `arriving` resolves when the first message has arrived.
 */
function holdMail(smtp: TestSmtp): { arriving: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arriving = new Promise<void>((resolve) => (arrived = resolve));
  smtp.onMessage = () => (arrived(), held);
  onTestFinished(() => {
    release();
    smtp.onMessage = undefined;
  });
  return { arriving, release };
}

const copiesOf = (smtp: TestSmtp, messageId: string): ReceivedMail[] =>
  smtp.received.filter((m) => m.parsed.messageId === messageId);

async function rowOf(db: Database, id: string) {
  return (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
}

/** A second process's mailer on the same database (another API instance or a worker). */
function secondMailer(db: Database, smtp: TestSmtp): OutboxMailer {
  const config = loadConfig({ ...smtp.env, MAIL_FROM, MAIL_RETRY_SECONDS: RETRY_SECONDS });
  return createMailer({ db, mail: config.mail, outboxUrl: undefined });
}

/** Every kind of message, each sent the way the product sends it. */
async function sendEveryKind(
  t: TestApp,
  smtp: TestSmtp,
  deps: OrderDeps,
  newEmail: string,
): Promise<string> {
  const signUp = new ProviderSession(t.url);
  const form = { password: 'Lub-Dub-2026', confirmPassword: 'Lub-Dub-2026', familyName: 'Mail' };
  const page = await signUp.authorize({ screen_hint: 'signup' });
  await signUp.submit(page, '/sign-up', { ...form, email: newEmail, givenName: 'Robin' });
  const again = new ProviderSession(t.url);
  const page2 = await again.authorize({ screen_hint: 'signup' });
  await again.submit(page2, '/sign-up', { ...form, email: newEmail, givenName: 'Probe' });
  const forgot = new ProviderSession(t.url);
  await forgot.submit(await forgot.authorize({ screen_hint: 'forgot-password' }), '/forgot', {
    email: newEmail,
  });
  // A new confirmation link, asked for from the portal.
  const token = await t.tokenFor(newEmail, form.password);
  await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  await t.graphql('mutation { sendEmailConfirmation { result } }', {}, token);
  // The provider's forms answer before their emails go (see the test of that below): wait for
  // the four to arrive before the rest are sent.
  await waitFor(async () =>
    smtp.received.filter((m) => m.envelopeTo.includes(newEmail)).length === 4 ? true : undefined,
  );
  const order = await receivedOrder(t, 'customer@example.com');
  // Every customer email as the product sends it: written in the transaction of the change it
  // reports, then delivered after the commit.
  const committed = async (write: (tx: Database) => Promise<string | undefined>) =>
    deliverNotice(deps, await deps.db.transaction(write));
  for (const action of ['pay', 'dispatch', 'cardiacReportReady', 'refund'] as const)
    await committed((tx) => queueNotice(deps, tx, order, action));
  await committed((tx) => queueReplacement(deps, tx, order));
  await committed((tx) => queueUrgent(deps, tx, order, true, { outOfHours: false, phone: '' }));
  await committed((tx) =>
    queueUrgent(deps, tx, order, false, { outOfHours: true, phone: '+44 20 7946 0000' }),
  );
  await committed((tx) => queueUnreached(deps, tx, order));
  const amendment = { first: false, urgent: { change: 'unchanged', task: undefined } } as const;
  await committed((tx) => signMail(deps, tx, order, amendment));
  const outcome = outcomeOf([order], new Map(), new Date());
  await committed((tx) => deps.mailer.queue(tx, erasureOutcomeMail(newEmail, outcome)));
  return order.number;
}

describe.each(testDatabaseKinds())(
  'mail through a real SMTP server (STARTTLS, auth) on %s',
  (kind) => {
    let smtp: TestSmtp;
    let t: TestApp;
    let db: Database;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      t = await startTestApp(kind, { ...smtp.env, MAIL_FROM, MAIL_RETRY_SECONDS: RETRY_SECONDS });
      db = t.app.database.db;
    });

    afterAll(async () => {
      await t?.app.close();
      await smtp?.close();
    });

    it('delivers every kind of message with its headers and text, encrypted and authenticated', async () => {
      const deps: OrderDeps = {
        db,
        mailer: t.app.services.mailer,
        payments: undefined as never,
        publicUrl: t.url,
      };
      const since = new Date();
      const newEmail = `mail-${kind}@example.com`;
      const orderNumber = await sendEveryKind(t, smtp, deps, newEmail);
      const rows = (await db.select().from(outboxMessages)).filter((r) => r.createdAt >= since);
      for (const mailKind of MAIL_KINDS) {
        const row = rows.find((r) => r.kind === mailKind);
        expect(row, `a ${mailKind} message was written`).toBeDefined();
        const messageId = messageIdOf(row!.id, MAIL_FROM);
        const copies = copiesOf(smtp, messageId);
        expect(copies, `${mailKind} arrived once`).toHaveLength(1);
        const mail = copies[0]!;
        expect(row).toMatchObject({ attempts: 1, deliveryError: null, nextAttemptAt: null });
        expect(row!.deliveredAt).toBeInstanceOf(Date);
        expect(mail).toMatchObject({ secure: true, user: SMTP_USER, envelopeFrom: FROM_ADDRESS });
        expect(mail.envelopeTo).toEqual([row!.recipient]);
        const parsed = mail.parsed;
        expect(parsed.from?.value).toEqual([{ address: FROM_ADDRESS, name: 'HeartCheck' }]);
        const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
        expect(to.flatMap((a) => a?.value.map((v) => v.address))).toEqual([row!.recipient]);
        expect(parsed.subject).toBe(row!.subject);
        // Date: the moment the message was written (RFC 5322 dates have whole seconds).
        expect(Math.floor(parsed.date!.getTime() / 1000)).toBe(
          Math.floor(row!.createdAt.getTime() / 1000),
        );
        expect(parsed.headers.get('content-type')).toMatchObject({
          value: 'text/plain',
          params: { charset: 'utf-8' },
        });
        expect(parsed.text?.replace(/\n$/, '')).toBe(row!.textBody);
        expect(parsed.text).toContain(expectedPhrase(mailKind, t.url, orderNumber));
      }
      // The sign-up and reset mails went to the new account, the order mails to its customer.
      expect(rows.find((r) => r.kind === 'password-reset')?.recipient).toBe(newEmail);
      expect(rows.find((r) => r.kind === 'order-paid')?.recipient).toBe('customer@example.com');
    });

    it('answers the sign-up and reset forms without waiting for the mail server', async () => {
      // The server holds each message until released: a form that waited for its email to be
      // sent would answer only then, and so would answer later for an address with an account
      // than for one without (OWASP Forgot Password Cheat Sheet: consistent response times).
      const { release } = holdMail(smtp);
      const email = `held-${kind}@example.com`;
      const submit = async (path: string, fields: Record<string, string>, hint: string) => {
        const session = new ProviderSession(t.url);
        return session.submit(await session.authorize({ screen_hint: hint }), path, fields);
      };
      const password = 'Lub-Dub-2026';
      const signUp = await submit(
        '/sign-up',
        { email, password, confirmPassword: password, givenName: 'Held', familyName: 'Mail' },
        'signup',
      );
      expect(signUp.kind === 'page' && signUp.html).toContain('We have sent an email');
      const known = await submit('/forgot', { email }, 'forgot-password');
      const unknown = await submit('/forgot', { email: `no-${email}` }, 'forgot-password');
      expect(known.kind === 'page' && known.html).toContain('Check your email');
      expect(unknown.kind === 'page' && unknown.html).toContain('Check your email');

      // Both answers came while the server still held the mail: written, not yet delivered.
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email));
      expect(rows.map((r) => r.kind).sort()).toEqual(['password-reset', 'sign-up-welcome']);
      expect(rows.every((r) => r.deliveredAt === null)).toBe(true);
      release();
      for (const row of rows) {
        const sent = await waitFor(async () => (await rowOf(db, row.id)).deliveredAt ?? undefined);
        expect(sent).toBeInstanceOf(Date);
        expect(copiesOf(smtp, messageIdOf(row.id, MAIL_FROM))).toHaveLength(1);
      }
    });

    it('lets a delivery left running finish before the process stops', async () => {
      const { arriving, release } = holdMail(smtp);
      const mailer = secondMailer(db, smtp);
      const id = await mailer.queue(db, {
        to: `stopping-${kind}@example.com`,
        kind: 'password-reset',
        subject: 'Reset your HeartCheck password',
        text: 'A link.',
      });
      void mailer.deliver(id);
      await arriving;
      // What `stop` waited for is what the database says once it returns.
      const stopped = mailer.stop().then(async () => (await rowOf(db, id)).deliveredAt);
      release();
      expect(await stopped).toBeInstanceOf(Date);
    });

    it('keeps mail in the outbox while the server is down, shows it to staff, and delivers it once when it returns', async () => {
      await smtp.stop();
      const mailer = t.app.services.mailer;
      const id = await mailer.send({
        to: 'customer@example.com',
        subject: 'Waiting for the mail server',
        text: 'Hello,\n\nThis waited in the outbox.\n\nHeartCheck',
        kind: 'order-paid',
      });
      let row = await rowOf(db, id);
      expect(row).toMatchObject({ attempts: 1, deliveredAt: null, leaseUntil: null });
      expect(row.deliveryError).toMatch(/ECONNREFUSED/);
      const firstRetryAt = row.nextAttemptAt!;
      expect(firstRetryAt.getTime()).toBeGreaterThan(Date.now() - 1000);

      // Staff see where it stands (the outbox page, administrators on this machine only).
      const admin = await t.tokenFor('admin@example.com');
      const page = await fetch(`${t.url}/dev/outbox/${id}`, {
        headers: { authorization: `Bearer ${admin}` },
      }).then((r) => r.text());
      expect(page).toContain('waiting: 1 attempt(s), next at');
      // And in production, where that page does not exist: counts only.
      const status = (await fetch(`${t.url}/api/mail-outbox`, {
        headers: { authorization: `Bearer ${admin}` },
      }).then((r) => r.json())) as MailOutboxStatus;
      expect(status).toMatchObject({ smtpConfigured: true, waiting: 1, mostAttempts: 1 });
      expect(status.oldestWaitingSince).toBe(row.createdAt.toISOString());

      // Still down: the next try fails too and backs off twice as long.
      row = await waitFor(async () => {
        await mailer.deliverDue();
        const r = await rowOf(db, id);
        return r.attempts >= 2 ? r : undefined;
      });
      expect(row.deliveredAt).toBeNull();
      const secondDelay = row.nextAttemptAt!.getTime() - Date.now();
      expect(secondDelay).toBeGreaterThan(0);

      // Back up: two processes' loops race for it; one copy arrives.
      await smtp.start();
      const other = secondMailer(db, smtp);
      await waitFor(async () => {
        await Promise.all([mailer.deliverDue(), other.deliverDue(), mailer.deliverDue()]);
        return (await rowOf(db, id)).deliveredAt ?? undefined;
      });
      await Promise.all([mailer.deliverDue(), other.deliverDue()]);
      expect(copiesOf(smtp, messageIdOf(id, MAIL_FROM))).toHaveLength(1);
      row = await rowOf(db, id);
      expect(row).toMatchObject({ deliveryError: null, nextAttemptAt: null, leaseUntil: null });
      // Three attempts or more (the app's own 15 s loop may have tried once more while it was down).
      expect(row.attempts).toBeGreaterThanOrEqual(3);
    });

    it('sends a backlog once when two delivering processes race over it', async () => {
      await smtp.stop();
      const mailer = t.app.services.mailer;
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(
          await mailer.send({
            to: `backlog-${i}@example.com`,
            subject: `Backlog ${i}`,
            text: `Message ${i}`,
            kind: 'order-dispatched',
          }),
        );
      await smtp.start();
      const other = secondMailer(db, smtp);
      await waitFor(async () => {
        await Promise.all([mailer.deliverDue(), other.deliverDue(), other.deliverDue()]);
        const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
        return rows.every((r) => r.deliveredAt) ? rows : undefined;
      });
      for (const id of ids) expect(copiesOf(smtp, messageIdOf(id, MAIL_FROM))).toHaveLength(1);
    });

    it('refuses a server whose certificate it cannot trust, and keeps the message', async () => {
      const untrusting = createMailer({
        db,
        mail: { ...t.config.mail, ca: undefined },
        outboxUrl: undefined,
      });
      const id = await untrusting.send({
        to: 'customer@example.com',
        subject: 'Not over an untrusted connection',
        text: 'Hello',
        kind: 'order-paid',
      });
      const row = await rowOf(db, id);
      expect(row.deliveredAt).toBeNull();
      expect(row.deliveryError).toMatch(/self[- ]signed certificate/i);
      expect(row.nextAttemptAt).toBeInstanceOf(Date);
      expect(copiesOf(smtp, messageIdOf(id, MAIL_FROM))).toHaveLength(0);
      // Not retried by the app's loop either: mark it refused so the next test starts clean.
      await db.update(outboxMessages).set({ nextAttemptAt: null }).where(eq(outboxMessages.id, id));
    });

    it('stops retrying a recipient the server refuses for good, and says so without the address', async () => {
      const lines: string[] = [];
      setLogSink((_level, line) => lines.push(line));
      setLogLevel('warn');
      // The tests' level (as hardening.int.test.ts restores it).
      onTestFinished(() => {
        setLogSink(undefined);
        setLogLevel('silent');
      });
      const id = await t.app.services.mailer.send({
        to: 'no-such-user@refused.test',
        subject: 'Refused recipient',
        text: 'Hello',
        kind: 'order-paid',
      });
      const row = await rowOf(db, id);
      expect(row).toMatchObject({ deliveredAt: null, nextAttemptAt: null, attempts: 1 });
      // The server's reason is kept for staff and the log, the address it quoted is not.
      expect(row.deliveryError).toMatch(/550.*<\[email\]>: Recipient address rejected/);
      const log = lines.join('\n');
      expect(log).toContain('Recipient address rejected');
      expect(`${log}${row.deliveryError}`).not.toContain('no-such-user');
    });
  },
);

// A crash needs a second process, and the embedded database belongs to one process by nature.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a process killed between send and mark', () => {
  let smtp: TestSmtp;
  let database: TestDatabase;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase('postgres');
  });

  afterAll(async () => {
    await database?.drop();
    await smtp?.close();
  });

  it('is sent again after its claim lapses, with the same Message-ID (at least once)', async () => {
    const db = database.handle.db;
    const mailer = secondMailer(db, smtp);
    await smtp.stop();
    const id = await mailer.send({
      to: 'customer@example.com',
      subject: 'Sent by a process that died',
      text: 'Hello',
      kind: 'order-paid',
    });
    await smtp.start();
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxMessages.id, id));

    // A deliverer process with a 3 s claim, killed (SIGKILL) when its message reaches the server,
    // before the server's "250 OK" and so before it can mark the message delivered.
    const child = fork(path.join(import.meta.dirname, 'mail-deliverer-process.ts'), ['3000'], {
      env: { ...process.env, ...smtp.env, MAIL_FROM, DATABASE_URL: database.url! },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    smtp.onMessage = async () => {
      child.kill('SIGKILL');
      await exited;
    };
    await exited;
    smtp.onMessage = undefined;
    const messageId = messageIdOf(id, MAIL_FROM);
    expect(copiesOf(smtp, messageId)).toHaveLength(1);
    let row = await rowOf(db, id);
    expect(row).toMatchObject({ deliveredAt: null, attempts: 2 });
    expect(row.leaseUntil!.getTime()).toBeGreaterThan(Date.now());

    // While the dead process's claim holds, nobody sends it again.
    expect(await mailer.deliverDue()).toBe(0);
    expect(copiesOf(smtp, messageId)).toHaveLength(1);

    // Once it lapses, another process sends it again: a second copy, the same Message-ID.
    await waitFor(async () => ((await mailer.deliverDue()) > 0 ? true : undefined));
    const copies = copiesOf(smtp, messageId);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.parsed.date).toEqual(copies[0]!.parsed.date);
    row = await rowOf(db, id);
    expect(row).toMatchObject({ attempts: 3, leaseUntil: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });
});
