import { createRoute } from '@hono/zod-openapi';
import {
  deletionRequestBody,
  deletionRequestView,
  emailDeletionRequestBody,
  identityCheckBody,
  refusalBody,
} from '@heartcheck/contracts/deletion-requests';
import { z, type ZodType } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, requireViewer, type ApiApp, type ApiContext } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import type { Mailer } from '../outbox/public.ts';
import { completeErasure, refuseErasure } from './erasure-complete.ts';
import { findUserForErasure } from './erasure-users.ts';
import {
  checkIdentity,
  ErasureError,
  findRequest,
  latestRequestOf,
  listForSupport,
  requestDeletion,
  viewOf,
  withdraw,
} from './erasure-service.ts';

const one = json(z.object({ request: deletionRequestView }), 'The deletion request.');
const base = '/api/deletion-requests';
const common = {
  401: failure('Not signed in.'),
  403: failure('Not allowed.'),
  404: failure('No such request.'),
  409: failure('The request is not in a state that allows this.'),
};
const withBody = (schema: ZodType, what: string) => ({
  params: pathParams('id'),
  body: documentedBody(schema, what),
});

const routes = {
  mine: createRoute({
    method: 'get',
    path: `${base}/mine`,
    summary: "The caller's newest deletion request (null: none)",
    responses: {
      200: json(z.object({ request: deletionRequestView.nullable() }), 'The newest request.'),
      401: common[401],
    },
  }),
  request: createRoute({
    method: 'post',
    path: base,
    summary: 'Ask for the account to be deleted (the customer, from settings)',
    request: { body: documentedBody(deletionRequestBody, 'An optional note to support.') },
    responses: { 201: one, 400: failure('Invalid note.'), ...common },
  }),
  byEmail: createRoute({
    method: 'post',
    path: `${base}/by-email`,
    summary: 'Record a request that came by email from the account’s address (admin)',
    request: { body: documentedBody(emailDeletionRequestBody, 'The account address and a note.') },
    responses: { 201: one, 400: failure('Invalid body.'), ...common },
  }),
  list: createRoute({
    method: 'get',
    path: base,
    summary: 'Open requests by due date, then recent closed ones (admin)',
    responses: {
      200: json(z.object({ requests: z.array(deletionRequestView) }), 'The requests.'),
      401: common[401],
      403: common[403],
    },
  }),
  withdraw: createRoute({
    method: 'post',
    path: `${base}/{id}/withdraw`,
    summary: 'Withdraw an open request (its customer, or support)',
    request: { params: pathParams('id') },
    responses: { 200: one, ...common },
  }),
  identity: createRoute({
    method: 'post',
    path: `${base}/{id}/identity-check`,
    summary: 'Record how the requester’s identity was checked (admin)',
    request: withBody(identityCheckBody, 'The method and what was checked.'),
    responses: { 200: one, 400: failure('Invalid body.'), ...common },
  }),
  complete: createRoute({
    method: 'post',
    path: `${base}/{id}/complete`,
    summary: 'Delete what may be deleted and keep the clinical record (admin)',
    request: { params: pathParams('id') },
    responses: { 200: one, ...common },
  }),
  refuse: createRoute({
    method: 'post',
    path: `${base}/{id}/refuse`,
    summary: 'Refuse the request with a reason sent to the customer (admin)',
    request: withBody(refusalBody, 'The reason.'),
    responses: { 200: one, 400: failure('Invalid reason.'), ...common },
  }),
};

async function bodyOf<T extends ZodType>(c: ApiContext, schema: T) {
  return schema.safeParse(await c.req.json().catch(() => undefined));
}

function invalid(c: ApiContext, error: z.ZodError) {
  return c.json(
    { message: error.issues[0]?.message ?? 'Invalid request.', issues: error.issues },
    400,
  );
}

/** Runs a service call, answering its ErasureError with its status. */
async function answer<S extends 200 | 201>(
  c: ApiContext,
  status: S,
  work: () => Promise<Parameters<typeof viewOf>[0]>,
) {
  try {
    return c.json({ request: viewOf(await work(), null) }, status);
  } catch (error) {
    if (error instanceof ErasureError) return c.json({ message: error.message }, error.status);
    throw error;
  }
}

/**
 * Account deletion requests (issue 25 item 4; spec: "handled manually by support on an email
 * request from the account's own address, possibly with an identity check"). The customer asks
 * and may withdraw; support (admin) records email requests, checks identity, completes or refuses.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; mailer: Mailer; config: AppConfig },
): void {
  const { db, mailer } = deps;
  const actorOf = (role: 'customer' | 'admin', id: string) => ({ type: role, id });

  app.openapi(routes.mine, async (c) => {
    const { user } = await requireViewer(c);
    const row = await latestRequestOf(db, user.id);
    return c.json({ request: row ? viewOf(row, null) : null }, 200);
  });

  app.openapi(routes.request, async (c) => {
    const { user } = await requireViewer(c);
    const body = await bodyOf(c, deletionRequestBody);
    if (!body.success) return invalid(c, body.error);
    const actor = actorOf('customer', user.id);
    return answer(c, 201, () =>
      requestDeletion(db, { userId: user.id, channel: 'settings', note: body.data.note, actor }),
    );
  });

  app.openapi(routes.byEmail, async (c) => {
    const { user } = await requireAllowed(c, 'erasure.manage');
    const body = await bodyOf(c, emailDeletionRequestBody);
    if (!body.success) return invalid(c, body.error);
    const holder = await findUserForErasure(db, body.data.email);
    if (!holder) return c.json({ message: 'No account has this email address.' }, 404);
    const actor = actorOf('admin', user.id);
    return answer(c, 201, () =>
      requestDeletion(db, { userId: holder.id, channel: 'email', note: body.data.note, actor }),
    );
  });

  app.openapi(routes.list, async (c) => {
    await requireAllowed(c, 'erasure.manage');
    const rows = await listForSupport(db);
    return c.json({ requests: rows.map((r) => viewOf(r.row, r.email)) }, 200);
  });

  app.openapi(routes.withdraw, async (c) => {
    const { viewer } = await requireViewer(c);
    const row = await findRequest(db, c.req.param('id') ?? '');
    const isSupport = viewer.roles.includes('admin');
    // Another customer's request is answered as missing, not forbidden: its existence is private.
    if (!row || (row.userId !== viewer.userId && !isSupport))
      return c.json({ message: 'No such request.' }, 404);
    const actor = actorOf(row.userId === viewer.userId ? 'customer' : 'admin', viewer.userId);
    return answer(c, 200, () => withdraw(db, row.id, actor));
  });

  app.openapi(routes.identity, async (c) => {
    const { user } = await requireAllowed(c, 'erasure.manage');
    const body = await bodyOf(c, identityCheckBody);
    if (!body.success) return invalid(c, body.error);
    const row = await findRequest(db, c.req.param('id') ?? '');
    if (!row) return c.json({ message: 'No such request.' }, 404);
    return answer(c, 200, () => checkIdentity(db, row.id, actorOf('admin', user.id), body.data));
  });

  app.openapi(routes.complete, async (c) => {
    const { user } = await requireAllowed(c, 'erasure.manage');
    const id = c.req.param('id') ?? '';
    return answer(c, 200, () =>
      completeErasure({ db, mailer, dataDir: deps.config.dataDir }, id, actorOf('admin', user.id)),
    );
  });

  app.openapi(routes.refuse, async (c) => {
    const { user } = await requireAllowed(c, 'erasure.manage');
    const body = await bodyOf(c, refusalBody);
    if (!body.success) return invalid(c, body.error);
    const row = await findRequest(db, c.req.param('id') ?? '');
    if (!row) return c.json({ message: 'No such request.' }, 404);
    return answer(c, 200, () =>
      refuseErasure({ db, mailer }, row.id, actorOf('admin', user.id), body.data.reason),
    );
  });
}
