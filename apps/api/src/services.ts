import type Provider from 'oidc-provider';
import { createTokenVerifier, type TokenVerifier } from './auth/verify-token.ts';
import { createBlobStore } from './blob/from-config.ts';
import type { BlobStore } from './blob/store.ts';
import type { AppConfig } from './config/env.ts';
import { loadKeyring } from './config/secrets-key.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { FindUser, FindUserId } from './http/auth.ts';
import { createGrantCheck } from './idp/grants.ts';
import { createEmailConfirmationService } from './idp/email-confirmation-service.ts';
import { createIdentityProvider } from './idp/provider.ts';
import { loadIdpSecrets } from './idp/secrets.ts';
import { createAnalysisQueue, type AnalysisQueue } from './jobs/analysis-queue.ts';
import {
  createOrderListReader,
  type OrderCreateDeps,
  type OrderListReader,
} from './modules/orders/public.ts';
import { createMailer, type OutboxMailer } from './modules/outbox/public.ts';
import {
  confirmedByProvider,
  createUserIdFinder,
  findUserByPrincipal,
  type EmailConfirmation,
} from './modules/users/public.ts';
import { createPayments, type Payments, type SelfAddress } from './payments/index.ts';

/**
 * Everything the app's parts need, built once by the composition root (server.ts) and handed to
 * REST routes, GraphQL resolvers (as `ctx.services`) and the worker alike. Nothing is found
 * through a registry: a part that needs a service receives it here.
 */
export interface Services {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  verifier: TokenVerifier;
  /** Recordings and derived signal files (local folder or S3). */
  blobs: BlobStore;
  mailer: OutboxMailer;
  /** Card payments: the Stripe adapter, and the local sandbox when no Stripe key is set. */
  payments: Payments;
  /** The built-in OpenID provider, unless an external one is configured. */
  provider: Provider | undefined;
  /** Queues analyses; the worker is attached once the app listens. */
  analysis: AnalysisQueue;
  /** What the order services take (database, mail, payment adapter, public URL). */
  orders: OrderCreateDeps;
  /** Whether a user's email address is confirmed, and new links (orders need it confirmed). */
  emailConfirmation: EmailConfirmation;
  /** Customers' order lists, through statements prepared once (see createOrderListReader). */
  orderLists: OrderListReader;
  /** The account of a verified token, for requireUser in REST and GraphQL. */
  findUser: FindUser;
  /** The account id of a verified token, cached (see createUserIdFinder). */
  findUserId: FindUserId;
}

/** Builds the Services of one app. `self` is the server's own address once it listens. */
export async function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  self: () => SelfAddress,
  blobs: BlobStore = createBlobStore(config),
): Promise<Services> {
  const db = database.db;
  const mailer = createMailer({
    db,
    mail: config.mail,
    outboxUrl: config.env === 'production' ? undefined : `${config.publicUrl}/dev/outbox`,
  });
  const keyring = await loadKeyring(config.secrets);
  const provider = config.identity.builtIn
    ? createIdentityProvider(config, db, await loadIdpSecrets(db, keyring), keyring)
    : undefined;
  const grants = createGrantCheck(db);
  // Revocations in this process are seen at once; other processes see them within the cache time.
  provider?.on('grant.revoked', (_ctx: unknown, grantId: string) => grants.forget(grantId));
  const payments = await createPayments(config, db, self, keyring);
  const emailConfirmation = provider
    ? createEmailConfirmationService({ db, mailer, config })
    : confirmedByProvider;
  return {
    config,
    database,
    db,
    verifier: createTokenVerifier(
      config.identity,
      provider ? { grantActive: (grantId) => grants.isLive(grantId) } : {},
    ),
    blobs,
    mailer,
    payments,
    provider,
    analysis: createAnalysisQueue(),
    emailConfirmation,
    orders: {
      db,
      mailer,
      payments: payments.adapter,
      publicUrl: config.publicUrl,
      emailConfirmed: async (user) => (await emailConfirmation.status(user)).confirmed,
    },
    orderLists: createOrderListReader(database),
    findUser: (principal) => findUserByPrincipal(db, principal),
    findUserId: createUserIdFinder(db),
  };
}
