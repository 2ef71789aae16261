import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from './harness.ts';

/** One message as the SMTP server received it: the envelope, the session, the parsed message. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The session was upgraded by STARTTLS before the message was sent. */
  secure: boolean;
  user: string | undefined;
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  /** PEM of the self-signed certificate the server presents (what SMTP_CA_FILE names). */
  caFile: string;
  /** Settings for the app's environment. */
  env: Record<string, string>;
  received: ReceivedMail[];
  /** Called when a message's data has arrived, before the server answers (crash tests). */
  onMessage: ((mail: ReceivedMail) => Promise<void> | void) | undefined;
  /** Stops listening (the server is "down"); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const SMTP_USER = 'heartcheck';
export const SMTP_PASSWORD = 'smtp-test-secret';
/** Recipients at this domain are refused with 550. */
export const REFUSED_DOMAIN = 'refused.test';

/** A throw-away certificate for 127.0.0.1 and localhost, made by Debian's openssl CLI. */
async function selfSignedCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=HeartCheck test SMTP',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  return { key: await fs.readFile(keyFile, 'utf8'), cert: await fs.readFile(certFile, 'utf8') };
}

/**
 * A real SMTP server (the `smtp-server` package of the Nodemailer project) on loopback: it offers
 * STARTTLS with a self-signed certificate, refuses any mail before the session is encrypted,
 * requires authentication (PLAIN/LOGIN, only over TLS) and keeps what it receives.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-smtp-'));
  const { key, cert } = await selfSignedCertificate(dir);
  const caFile = path.join(dir, 'cert.pem');
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const state: TestSmtp = {
    port,
    caFile,
    env: {
      SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
      SMTP_CA_FILE: caFile,
    },
    received,
    onMessage: undefined,
    stop: async () => undefined,
    start: async () => undefined,
    close: async () => undefined,
  };
  const options: SMTPServerOptions = {
    secure: false,
    key,
    cert,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, session, callback) {
      if (!session.secure) return callback(new Error('Must issue a STARTTLS command first'));
      return callback();
    },
    onRcptTo(address, _session, callback) {
      // A domain whose mailboxes do not exist: refused for good (RFC 5321 §4.2.2, 550).
      if (address.address.endsWith(`@${REFUSED_DOMAIN}`)) {
        // Postfix's wording, which quotes the address (nodemailer puts the reply in its error).
        const refusal = new Error(
          `<${address.address}>: Recipient address rejected: User unknown in virtual mailbox table`,
        ) as Error & { responseCode: number };
        refusal.responseCode = 550;
        return callback(refusal);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then(async (parsed) => {
          const mail: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
            raw,
            parsed,
          };
          received.push(mail);
          await state.onMessage?.(mail);
          callback();
        }, callback);
      });
    },
  };
  let server: SMTPServer | undefined;
  state.start = async () => {
    server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  };
  state.stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  state.close = async () => {
    await state.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
  await state.start();
  return state;
}
