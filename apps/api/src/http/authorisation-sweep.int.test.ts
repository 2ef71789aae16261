import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { newCustomer, receivedOrder, userByEmail } from '../modules/results/testing.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

/**
 * Who may call what. Every REST route of the router and every GraphQL operation of the schema
 * must be listed: a new one fails this test until it is classified, so none can be forgotten.
 *  public    - no sign-in (capabilities, signatures or public content guard it)
 *  signed-in - any signed-in user, about their own account only
 *  owner     - a customer's own resource named in the path (staff may also read it)
 *  admin / cardiologist / staff (either role) - staff only
 *  operator  - the operator's METRICS_TOKEN only: every user's token is refused (issue 25)
 */
type Access = 'public' | 'signed-in' | 'owner' | 'admin' | 'cardiologist' | 'staff' | 'operator';

const REST: Record<string, Access> = {
  'GET /api/health': 'public',
  // GraphQL's operations are swept one by one below.
  'GET /api/graphql': 'public',
  'POST /api/graphql': 'public',
  'GET /api/ready': 'public',
  'GET /api/metrics': 'operator',
  'GET /api/ready/detail': 'operator',
  'GET /api/config': 'public',
  // The REST contract (issue 23): it describes the routes and holds no data.
  'GET /api/openapi.json': 'public',
  'GET /api/products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/shared/:token': 'public',
  'GET /api/shared/:token/report.pdf': 'public',
  'POST /api/payments/webhook': 'public',
  'GET /api/avatars/:userId': 'public',
  'GET /api/orders': 'signed-in',
  'GET /api/results': 'signed-in',
  'GET /api/cardiac-reports': 'signed-in',
  'GET /api/shares': 'signed-in',
  'POST /api/shares': 'signed-in',
  'PUT /api/avatars/me': 'signed-in',
  'DELETE /api/avatars/me': 'signed-in',
  // The caller's own data as a ZIP (issue 25): built for the caller's user id alone.
  'GET /api/me/data-export': 'signed-in',
  'GET /api/helps/categories': 'signed-in',
  'POST /api/helps/articles': 'signed-in',
  'GET /api/helps/articles/:id': 'signed-in',
  'POST /api/payments/create-checkout-session': 'signed-in',
  'GET /api/data-access': 'signed-in',
  'GET /api/orders/:id': 'owner',
  'PATCH /api/orders/:id/identity': 'owner',
  'GET /api/orders/:id/identity-corrections': 'owner',
  'GET /api/orders/:orderId/diary': 'owner',
  'POST /api/orders/:orderId/diary': 'owner',
  'DELETE /api/orders/:orderId/diary/:entryId': 'owner',
  'GET /api/results/:orderId': 'owner',
  'GET /api/results/:orderId/strip': 'owner',
  'GET /api/results/:orderId/report.pdf': 'owner',
  'GET /api/results/:orderId/fhir': 'owner',
  'GET /api/cardiac-reports/:orderId': 'owner',
  'GET /api/cardiac-reports/:orderId/report.pdf': 'owner',
  'DELETE /api/shares/:id': 'owner',
  'POST /api/orders/:orderId/recording/uploads': 'admin',
  'GET /api/recording-uploads/:id': 'admin',
  'PUT /api/recording-uploads/:id/chunks': 'admin',
  'POST /api/recording-uploads/:id/complete': 'admin',
  // The start time added or corrected after intake (issue 21): operations, as intake.
  'PUT /api/orders/:orderId/recording/start-time': 'admin',
  // A beat annotation file's sampling rate corrected after intake: operations, as intake.
  'PUT /api/orders/:orderId/recording/sampling-rate': 'admin',
  'POST /api/orders/:orderId/analysis/retry': 'admin',
  'GET /api/helps/manage/articles': 'admin',
  'GET /api/helps/manage/articles/:id': 'admin',
  'POST /api/helps/manage/articles': 'admin',
  'PATCH /api/helps/manage/articles/:id': 'admin',
  'DELETE /api/helps/manage/articles/:id': 'admin',
  'POST /api/urgent-tasks/:id/calls': 'admin',
  'POST /api/urgent-tasks/:id/gp': 'admin',
  // Short-recording holds: admin and cardiologist read; operations (admin) decide.
  'GET /api/orders/:orderId/hold': 'staff',
  'POST /api/orders/:orderId/hold/decision': 'admin',
  // Account deletion requests (issue 25): the customer asks about their own account (another's
  // request answers 404); support (admin) records, checks identity, completes or refuses.
  'GET /api/deletion-requests/mine': 'signed-in',
  'POST /api/deletion-requests': 'signed-in',
  'POST /api/deletion-requests/:id/withdraw': 'signed-in',
  'GET /api/deletion-requests': 'admin',
  'POST /api/deletion-requests/by-email': 'admin',
  'POST /api/deletion-requests/:id/identity-check': 'admin',
  'POST /api/deletion-requests/:id/complete': 'admin',
  'POST /api/deletion-requests/:id/refuse': 'admin',
  'POST /api/test-clock/orders/:orderId': 'admin',
  'GET /dev/outbox': 'admin',
  'GET /api/access-log': 'admin',
  'GET /api/mail-outbox': 'admin',
  'GET /dev/outbox/:id': 'admin',
  'GET /api/reviews': 'cardiologist',
  'GET /api/reviews/:orderId': 'cardiologist',
  'GET /api/reviews/:orderId/disclosure/:page': 'cardiologist',
  'PUT /api/reviews/:orderId/draft': 'cardiologist',
  'POST /api/reviews/:orderId/sign': 'cardiologist',
  'GET /api/reviews/:orderId/workstation': 'cardiologist',
  'POST /api/reviews/:orderId/edits': 'cardiologist',
  'POST /api/reviews/:orderId/edits/undo': 'cardiologist',
  'POST /api/reviews/:orderId/edits/redo': 'cardiologist',
  'GET /api/orders/:orderId/recording': 'staff',
  // The call list holds customers' phone numbers and emails: operations only.
  'GET /api/urgent-tasks': 'admin',
};

const ORDER_VARS = 'query($id: ID!)';
const GRAPHQL: Record<string, { access: Access; doc: string }> = {
  me: { access: 'signed-in', doc: 'query { me { id email } }' },
  orderQuote: { access: 'signed-in', doc: 'query { orderQuote { productId } }' },
  myOrders: { access: 'signed-in', doc: 'query { myOrders { list { number } } }' },
  currentOrder: { access: 'signed-in', doc: 'query { currentOrder { number } }' },
  userSignedIn: { access: 'signed-in', doc: 'mutation { userSignedIn { user { id } } }' },
  updateProfile: {
    access: 'signed-in',
    doc: 'mutation { updateProfile(input: { firstName: "A", lastName: "B", dialCode: "+44", phoneNumber: "7700900000", address: "1 A St", city: "Leeds", postalCode: "LS1 1AA", country: "GB" }) { errors { field } } }',
  },
  emailConfirmation: { access: 'signed-in', doc: 'query { emailConfirmation { confirmed } }' },
  sendEmailConfirmation: {
    access: 'signed-in',
    doc: 'mutation { sendEmailConfirmation { result } }',
  },
  createOrder: {
    access: 'signed-in',
    doc: `mutation { createOrder(input: { acceptedTermsVersion: "${TERMS_VERSION}", deliveryAddress: { address: "1 A St", city: "Leeds", postalCode: "LS1 1AA", country: "GB" } }) { number } }`,
  },
  order: { access: 'owner', doc: `${ORDER_VARS} { order(id: $id) { number } }` },
  updateOrderAddress: {
    access: 'owner',
    doc: 'mutation($id: ID!) { updateOrderAddress(id: $id, deliveryAddress: { address: "9 Z St", city: "York", postalCode: "YO1 1AA", country: "GB" }) { number } }',
  },
  updateOrderReferral: {
    access: 'owner',
    doc: 'mutation($id: ID!) { updateOrderReferral(id: $id, referral: { source: self, reason: "Dizzy" }) { number } }',
  },
  cancelOrder: { access: 'owner', doc: 'mutation($id: ID!) { cancelOrder(id: $id) { number } }' },
  markOrderPostedBack: {
    access: 'owner',
    doc: 'mutation($id: ID!) { markOrderPostedBack(id: $id) { number } }',
  },
  operationsOrders: { access: 'admin', doc: 'query { operationsOrders { list { number } } }' },
  operationsStatusCounts: { access: 'admin', doc: 'query { operationsStatusCounts { count } }' },
  dispatchOrder: {
    access: 'admin',
    doc: 'mutation($id: ID!) { dispatchOrder(id: $id, trackingNumber: "X1") { number } }',
  },
  markOrderDelivered: {
    access: 'admin',
    doc: 'mutation($id: ID!) { markOrderDelivered(id: $id) { number } }',
  },
  markOrderReceived: {
    access: 'admin',
    doc: 'mutation($id: ID!) { markOrderReceived(id: $id) { number } }',
  },
  flagOrderNotReturned: {
    access: 'admin',
    doc: 'mutation($id: ID!) { flagOrderNotReturned(id: $id) { number } }',
  },
  operationsCancelOrder: {
    access: 'admin',
    doc: 'mutation($id: ID!) { operationsCancelOrder(id: $id) { number } }',
  },
};

/**
 * A refused GraphQL call: an error, no data for the operation, or a payload whose user is null
 * (userSignedIn answers NotAuthenticatedError in its payload, as the spec says).
 */
function refusedAnswer(body: { data?: unknown; errors?: unknown[] }, name: string): boolean {
  if ((body.errors?.length ?? 0) > 0) return true;
  const value = (body.data as Record<string, unknown> | undefined)?.[name];
  if (value === null || value === undefined) return true;
  return typeof value === 'object' && 'user' in value && value.user === null;
}

/** Who is refused for each class, besides anonymous callers (refused everything not public). */
const REFUSED: Record<Access, ('other' | 'owner' | 'admin' | 'cardiologist')[]> = {
  public: [],
  'signed-in': [],
  owner: ['other'],
  admin: ['other', 'owner', 'cardiologist'],
  cardiologist: ['other', 'owner', 'admin'],
  staff: ['other', 'owner'],
  operator: ['other', 'owner', 'admin', 'cardiologist'],
};

describe.each(testDatabaseKinds())('authorisation sweep on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<'owner' | 'other' | 'admin' | 'cardiologist', string>;
  let ids: Record<string, string>;
  /** Text that would show the owner's data leaked to someone else. */
  let markers: string[];

  beforeAll(async () => {
    t = await startTestApp(kind, { METRICS_TOKEN: 'sweep-operator-token-0123456789abcdef' });
    const [owner, admin, cardiologist] = await Promise.all(
      ['customer@example.com', 'admin@example.com', 'cardiologist@example.com'].map((email) =>
        t.tokenFor(email),
      ),
    );
    for (const token of [owner!, admin!, cardiologist!])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const other = await newCustomer(t, `sweep-other-${kind}@example.com`);
    tokens = { owner: owner!, other, admin: admin!, cardiologist: cardiologist! };
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const entry = await fetch(`${t.url}/api/orders/${order.id}/diary`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        occurredAt: new Date().toISOString(),
        symptom: 'palpitations',
        activity: 'resting',
        note: 'sweep',
      }),
    });
    const user = await userByEmail(t, 'customer@example.com');
    ids = {
      id: order.id,
      orderId: order.id,
      entryId: ((await entry.json()) as { id: string }).id,
      userId: user.id,
      token: 'not-a-real-share-token',
    };
    markers = [order.number, 'customer@example.com', '221 Baker Street'];
  });
  afterAll(() => t?.close());

  /**
   * Checksums of every application table: a refused call must change none of them. Sign-in
   * records and rate-limit counters are bookkeeping of the calls themselves, not data; so is the
   * audit row of a data export, which the allowed "other" caller's download writes (issue 25).
   */
  async function snapshot(): Promise<Record<string, string>> {
    const tables = await t.app.database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('idp_artifacts', 'rate_limit_counters') order by 1",
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const own = name === 'audit_log' ? "where t.action <> 'data_export.downloaded'" : '';
      const rows = await t.app.database.query(
        `select t::text as row from "${name}" t ${own} order by 1`,
      );
      sums[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
    }
    return sums;
  }

  const body = JSON.stringify({
    orderId: randomUUID(),
    report: 'results',
    occurredAt: new Date().toISOString(),
    symptom: 'palpitations',
    activity: 'resting',
    note: 'sweep',
    findings: 'x',
    conclusion: 'y',
    title: 'Sweep title',
    category: 'guides',
    content: '<p>x</p>',
    fileName: 'x.edf',
    sizeBytes: 10,
    sha256: '0'.repeat(64),
    outcome: 'reached',
  });

  async function callRest(method: string, pattern: string, token: string | undefined) {
    const path = pattern.replace(/:(\w+)/g, (_m, name: string) => ids[name] ?? randomUUID());
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body }),
    });
    return { status: response.status, text: await response.text() };
  }

  it('lists every REST route of the router, and refuses each caller it must refuse', async () => {
    const routes = [
      ...new Set(
        t.app.http.routes
          .filter((route) => route.method !== 'ALL' && /^\/(api|dev)\//.test(route.path))
          .filter((route) => !route.path.includes('*'))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    expect(routes.filter((route) => !(route in REST))).toEqual([]);
    const before = await snapshot();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['orders', 'diary_entries']));
    const failures: string[] = [];
    for (const route of routes) {
      const access = REST[route]!;
      const [method, pattern] = route.split(' ') as [string, string];
      if (access === 'public') continue;
      const anonymous = await callRest(method, pattern, undefined);
      if (anonymous.status !== 401) failures.push(`${route} anonymous → ${anonymous.status}`);
      for (const caller of REFUSED[access]) {
        const answer = await callRest(method, pattern, tokens[caller]);
        if (![400, 403, 404].includes(answer.status))
          failures.push(`${route} ${caller} → ${answer.status}`);
        for (const marker of markers)
          if (answer.text.includes(marker)) failures.push(`${route} ${caller} saw ${marker}`);
      }
      if (access === 'signed-in' && method === 'GET') {
        const answer = await callRest(method, pattern, tokens.other);
        for (const marker of markers)
          if (answer.text.includes(marker)) failures.push(`${route} other saw ${marker}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every GraphQL operation of the schema, and refuses each caller it must refuse', async () => {
    const schema = await t.graphql<{
      __schema: {
        queryType: { fields: { name: string }[] };
        mutationType: { fields: { name: string }[] };
      };
    }>('{ __schema { queryType { fields { name } } mutationType { fields { name } } } }');
    const operations = [
      ...schema.body.data!.__schema.queryType.fields,
      ...schema.body.data!.__schema.mutationType.fields,
    ].map((field) => field.name);
    expect(operations.filter((name) => !(name in GRAPHQL))).toEqual([]);
    const before = await snapshot();
    const failures: string[] = [];
    for (const name of operations) {
      const { access, doc } = GRAPHQL[name]!;
      const variables = doc.includes('$id') ? { id: ids.id } : {};
      const anonymous = await t.graphql(doc, variables);
      if (!refusedAnswer(anonymous.body, name))
        failures.push(`${name} anonymous → ${JSON.stringify(anonymous.body).slice(0, 120)}`);
      for (const caller of REFUSED[access]) {
        const answer = await t.graphql(doc, variables, tokens[caller]);
        if (!refusedAnswer(answer.body, name)) failures.push(`${name} ${caller} was answered`);
        const text = JSON.stringify(answer.body);
        for (const marker of markers)
          if (text.includes(marker)) failures.push(`${name} ${caller} saw ${marker}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
