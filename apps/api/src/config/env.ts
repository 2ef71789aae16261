import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every setting is parsed and validated here once;
 * a missing or malformed value stops start-up with a message naming the variable.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'expected true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Whether a listen address is reachable only from this machine: the IPv4 loopback network
 * 127.0.0.0/8 (RFC 1122 §3.2.1.3), IPv6 ::1 (RFC 4291 §2.5.3) and the name `localhost`
 * (RFC 6761 §6.3). `0.0.0.0`, `::`, an interface address or another name is exposed.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** 32 bytes in base64 or base64url, with or without padding (43 or 44 characters). */
const SECRETS_KEY_PATTERN = /^[A-Za-z0-9+/_-]{43}=?$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'expected a port number' })
      .int('expected a whole port number')
      .min(0, 'expected a port from 0 to 65535')
      .max(65535, 'expected a port from 0 to 65535')
      .default(8080),
    // Loopback by default, as Vite and most development servers do: the demo accounts' passwords
    // are public, so serving beyond this machine is an explicit choice (HOST=0.0.0.0).
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z
      .url({ error: 'expected an absolute http(s) URL such as https://heartcheck.example' })
      .optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// connection URL')
      .optional(),
    SEED_DEMO_DATA: booleanString.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    OIDC_ISSUER: z.url({ error: 'expected the identity provider issuer URL' }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_API_SCOPE: z.string().min(1).optional(),
    OIDC_AUDIENCE: z.string().min(1).optional(),
    OIDC_TOKEN_ISSUER: z.url({ error: 'expected the `iss` value of access tokens' }).optional(),
    OIDC_ROLES_CLAIM: z.string().min(1).default('roles'),
    OIDC_POLICY: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'expected a user flow (policy) name such as B2C_1_susi')
      .optional(),
    OIDC_ALGORITHMS: z.string().min(1).default('RS256'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
      .optional(),
    /** PEM file of the CA(s) that signed the SMTP server's certificate (a private CA); else the system's. */
    SMTP_CA_FILE: z.string().min(1).optional(),
    /** false only for a relay on this machine that cannot STARTTLS; mail holds reset links. */
    SMTP_REQUIRE_TLS: booleanString.default(true),
    /** First retry after a failed delivery; each further one waits twice as long, up to an hour. */
    MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
    MAIL_FROM: z.string().min(3).default('HeartCheck <no-reply@heartcheck.localhost>'),
    // The operator's bearer token for /api/metrics and /api/ready/detail (issue 25): 32+
    // characters (a 128-bit secret in base64 is 22; 32 leaves no room for a short guessable one).
    METRICS_TOKEN: z.string().min(32, 'expected at least 32 characters').optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_/, 'expected a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'expected a Stripe webhook signing secret (whsec_…)')
      .optional(),
    SECRETS_KEY: z
      .string()
      .regex(SECRETS_KEY_PATTERN, 'expected 32 random bytes in base64 (openssl rand -base64 32)')
      .optional(),
    SECRETS_KEY_PREVIOUS: z
      .string()
      .regex(
        new RegExp(
          `^${SECRETS_KEY_PATTERN.source.slice(1, -1)}(,${SECRETS_KEY_PATTERN.source.slice(1, -1)})*$`,
        ),
        'expected comma-separated keys in the format of SECRETS_KEY',
      )
      .optional(),
    TRUST_PROXY: booleanString.default(false),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    BLOB_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url({ error: 'expected the S3 endpoint URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(true),
    UPLOAD_MAX_MB: z.coerce.number({ error: 'expected megabytes' }).int().min(1).default(1024),
    RUN_WORKER: booleanString.default(true),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    WORKER_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
    WORKER_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    DEMO_RECORDING_HOURS: z.coerce.number().min(0).max(72).optional(),
    MIN_ANALYSABLE_HOURS: z.coerce.number().min(0).max(72).optional(),
  })
  .superRefine((env, ctx) => {
    const external = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_API_SCOPE, env.OIDC_AUDIENCE];
    const given = external.filter((value) => value !== undefined).length;
    if (env.OIDC_ISSUER !== undefined && given < 4) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message:
          'an external identity provider needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_API_SCOPE and OIDC_AUDIENCE together (leave OIDC_ISSUER unset for the built-in provider)',
      });
    }
    if (
      env.BLOB_STORE === 's3' &&
      !(env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['BLOB_STORE'],
        message:
          'BLOB_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message:
          'production needs SECRETS_KEY (32 random bytes in base64) to encrypt the signing key and webhook secret at rest',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET is required too',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface IdentityConfig {
  /** true when the built-in provider under /idp is used. */
  builtIn: boolean;
  issuer: string;
  clientId: string;
  /** The scope the SPA requests for the API (spec §6: Access.Functions). */
  apiScope: string;
  /** The `aud` an access token must carry. */
  audience: string;
  /** The `iss` an access token must carry; undefined means the discovery document's `issuer`. */
  tokenIssuer: string | undefined;
  rolesClaim: string;
  algorithms: string[];
  /**
   * The Azure AD B2C user flow (policy) whose tokens are accepted: a token's `tfp` claim (or
   * `acr`, where the tenant is set to send the policy there) must name it. Every user flow of a
   * tenant signs with the same keys for the same `iss` and `aud`, so without this a token from
   * another flow of the tenant (one with weaker sign-in steps, say) would pass. Undefined: not checked.
   */
  policy: string | undefined;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** HOST is an address other machines can reach (anything but 127.0.0.0/8, ::1, localhost). */
  exposedBeyondLoopback: boolean;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemoData: boolean;
  webDistDir: string;
  identity: IdentityConfig;
  mail: MailConfig;
  /** The operator's signals (docs/runbook.md): off unless METRICS_TOKEN is set. */
  operator: { metricsToken: string | undefined };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  trustProxy: boolean;
  /**
   * The key that encrypts secrets at rest (app_secrets), and earlier keys still accepted for
   * decryption during a rotation. Without SECRETS_KEY (development, test) the key is generated
   * into `keyFile` once.
   */
  secrets: { key: string | undefined; previousKeys: string[]; keyFile: string };
  logLevel: Env['LOG_LEVEL'];
  /** Where recordings and derived signal files are kept (a folder under DATA_DIR, or S3). */
  blobStore:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  /** Largest recording upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** The analysis worker: started with the app unless RUN_WORKER=false. */
  worker: {
    run: boolean;
    concurrency: number;
    leaseSeconds: number;
    pollSeconds: number;
    /**
     * A recording with less analysable ECG than this is held for staff to decide (repeat at no
     * cost, or release with a reason) before anything is released to the customer.
     */
    minAnalysableS: number;
  };
  /** Length of the demo customer's generated recording; 0 seeds no demo results. */
  demoRecordingHours: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** The SMTP server must offer STARTTLS (or smtps://) and present a certificate we trust. */
  requireTls: boolean;
  /** PEM text of the CA(s) to trust for the SMTP server (SMTP_CA_FILE), else the system's. */
  ca: string | undefined;
  retrySeconds: number;
}

function mailConfig(env: z.infer<typeof envSchema>): MailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    requireTls: env.SMTP_REQUIRE_TLS,
    ca: readCaFile(env.SMTP_CA_FILE),
    retrySeconds: env.MAIL_RETRY_SECONDS,
  };
}

/** Reads SMTP_CA_FILE at start-up, so a wrong path stops the start rather than the first mail. */
function readCaFile(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    const pem = fs.readFileSync(file, 'utf8');
    if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error('no PEM certificate in it');
    return pem;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration:\n  SMTP_CA_FILE: cannot use ${file}: ${reason}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const BUILT_IN_CLIENT_ID = 'heartcheck-web';
export const BUILT_IN_API_SCOPE = 'Access.Functions';
export const BUILT_IN_AUDIENCE = 'api://heartcheck';

/** Parses the given environment (process.env by default) into the application configuration. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const received = name in source ? ` (got "${String(source[name]).slice(0, 40)}")` : '';
      return `  ${name}: ${issue.message}${received}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const builtIn = env.OIDC_ISSUER === undefined;
  const identity: IdentityConfig = builtIn
    ? {
        builtIn,
        issuer: `${publicUrl}/idp`,
        clientId: BUILT_IN_CLIENT_ID,
        apiScope: BUILT_IN_API_SCOPE,
        audience: env.OIDC_AUDIENCE ?? BUILT_IN_AUDIENCE,
        tokenIssuer: `${publicUrl}/idp`,
        rolesClaim: env.OIDC_ROLES_CLAIM,
        algorithms: env.OIDC_ALGORITHMS.split(','),
        policy: undefined,
      }
    : {
        builtIn,
        issuer: env.OIDC_ISSUER!.replace(/\/$/, ''),
        clientId: env.OIDC_CLIENT_ID!,
        apiScope: env.OIDC_API_SCOPE!,
        // Azure AD B2C puts the API application's client id in `aud`.
        audience: env.OIDC_AUDIENCE!,
        tokenIssuer: env.OIDC_TOKEN_ISSUER,
        rolesClaim: env.OIDC_ROLES_CLAIM,
        algorithms: env.OIDC_ALGORITHMS.split(','),
        policy: env.OIDC_POLICY,
      };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    exposedBeyondLoopback: !isLoopbackHost(env.HOST),
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    identity,
    mail: mailConfig(env),
    operator: { metricsToken: env.METRICS_TOKEN },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    trustProxy: env.TRUST_PROXY,
    secrets: {
      key: env.SECRETS_KEY,
      previousKeys: env.SECRETS_KEY_PREVIOUS?.split(',') ?? [],
      keyFile: path.join(path.resolve(env.DATA_DIR), 'secrets.key'),
    },
    logLevel: env.LOG_LEVEL,
    blobStore:
      env.BLOB_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT!.replace(/\/$/, ''),
            region: env.S3_REGION,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: path.join(path.resolve(env.DATA_DIR), 'blobs') },
    uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
    worker: {
      run: env.RUN_WORKER,
      concurrency: env.WORKER_CONCURRENCY,
      leaseSeconds: env.WORKER_LEASE_SECONDS,
      pollSeconds: env.WORKER_POLL_SECONDS,
      // 20 h: the shortest wear a 24-72 hour check can stand behind (issue 21); 0 in tests, whose
      // recordings are minutes long, unless a test sets it.
      minAnalysableS: (env.MIN_ANALYSABLE_HOURS ?? (env.NODE_ENV === 'test' ? 0 : 20)) * 3600,
    },
    demoRecordingHours: env.DEMO_RECORDING_HOURS ?? (env.NODE_ENV === 'test' ? 0 : 72),
  };
}
