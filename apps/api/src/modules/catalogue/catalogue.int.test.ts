import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { rest } from '../help/rest-testing.ts';
import { catalogueProducts } from './schema.ts';
import { seedCatalogue, HEART_CHECK_PRODUCT_ID } from './seed.ts';
import type { Product } from '@heartcheck/contracts/catalogue';

const PRODUCT_FIELDS = [
  'id',
  'name',
  'productCode',
  'img',
  'price',
  'status',
  'costPerItem',
  'bulkDiscountPrice',
  'taxRate',
  'vendor',
  'active',
  'sales',
  'salesPercentage',
  'description',
].sort();

interface ListBody {
  list: Product[];
  total: number;
}

describe.each(testDatabaseKinds())('catalogue REST API on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  /** GET as the customer by default; `null` sends no token. */
  const get = <T = ListBody>(path: string, token?: string | null) =>
    rest<T>(t.url, 'GET', path, { token: token === null ? undefined : (token ?? customer) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    // userSignedIn creates the portal records the REST access checks look up.
    for (const token of [customer, admin])
      await t.graphql('mutation { userSignedIn { user { id } } }', undefined, token);
    const base = {
      productCode: 'T',
      img: '',
      status: 1,
      costPerItem: 1,
      bulkDiscountPrice: 1,
      taxRate: 20,
      vendor: 'Test',
      sales: 5,
      salesPercentage: 10,
    };
    await t.app.database.db.insert(catalogueProducts).values([
      {
        ...base,
        id: 'test-annual',
        name: 'Annual heart plan',
        price: 1200,
        description: '<p>Yearly <img src=x onerror="alert(1)"><script>alert(2)</script>plan</p>',
        active: true,
      },
      {
        ...base,
        id: 'test-retired',
        name: 'Retired 24-hour check',
        price: 150,
        description: '',
        active: false,
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    expect((await get('/api/products', null)).status).toBe(401);
    expect((await get(`/api/products/${HEART_CHECK_PRODUCT_ID}`, null)).status).toBe(401);
  });

  it('serves the 72-hour heart check with exactly the specified fields and numbers', async () => {
    const { status, json } = await get<Product>(`/api/products/${HEART_CHECK_PRODUCT_ID}`);
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(PRODUCT_FIELDS);
    expect(json).toMatchObject({
      id: HEART_CHECK_PRODUCT_ID,
      name: '72-hour heart check',
      price: 299,
      costPerItem: 12,
      bulkDiscountPrice: 68,
      taxRate: 6,
      active: true,
    });
    expect(json.img).toMatch(/^\/images\/.+\.svg$/);
    expect(json.description).toContain('24 and 72 hours');
    expect(json.description).toContain('must be returned');
  });

  it('answers 404 with an empty body for an unknown, malformed or inactive (customer) id', async () => {
    for (const id of ['no-such-product', 'bad%20id', 'test-retired']) {
      const response = await get(`/api/products/${id}`);
      expect(response.status).toBe(404);
      expect(response.text).toBe('');
    }
    expect((await get('/api/products/test-retired', admin)).status).toBe(200);
  });

  it('sanitises the description when it is shown', async () => {
    const { json } = await get<Product>('/api/products/test-annual');
    expect(json.description).toBe('<p>Yearly plan</p>');
  });

  it('lists active products to customers and every product to admins, with the total', async () => {
    const mine = await get('/api/products');
    expect(mine.status).toBe(200);
    expect(mine.json.total).toBe(2);
    expect(mine.json.list.map((p) => p.id).sort()).toEqual([HEART_CHECK_PRODUCT_ID, 'test-annual']);
    expect((await get('/api/products', admin)).json.total).toBe(3);
  });

  it('filters by name only, case-insensitively', async () => {
    expect((await get('/api/products?query=HEART')).json.list.map((p) => p.id).sort()).toEqual([
      HEART_CHECK_PRODUCT_ID,
      'test-annual',
    ]);
    expect((await get('/api/products?query=72-hour')).json.total).toBe(1);
    // The price is a number field but the list filters by name only.
    expect((await get('/api/products?query=299')).json).toEqual({ list: [], total: 0 });
    expect((await get('/api/products?query=%27%3B%20drop%20table%20x%3B--')).json.total).toBe(0);
  });

  it('sorts numeric keys numerically and text keys as text, in both encodings', async () => {
    const ids = async (qs: string) =>
      (await get(`/api/products?${qs}`, admin)).json.list.map((p) => p.price);
    expect(await ids('sort%5Border%5D=asc&sort%5Bkey%5D=price')).toEqual([150, 299, 1200]);
    expect(await ids('sort[order]=desc&sort[key]=price')).toEqual([1200, 299, 150]);
    expect(await ids('sort.order=asc&sort.key=price')).toEqual([150, 299, 1200]);
    const names = async (qs: string) =>
      (await get(`/api/products?${qs}`, admin)).json.list.map((p) => p.name);
    expect(await names('sort.order=asc&sort.key=name')).toEqual([
      '72-hour heart check',
      'Annual heart plan',
      'Retired 24-hour check',
    ]);
    expect(await names('sort.order=desc&sort.key=name')).toEqual([
      'Retired 24-hour check',
      'Annual heart plan',
      '72-hour heart check',
    ]);
    expect((await get('/api/products?sort.order=asc&sort.key=category', admin)).status).toBe(200);
    expect((await get('/api/products?sort[order]=&sort[key]=', admin)).status).toBe(200);
  });

  it('pages with a 1-based page index', async () => {
    const page = async (i: number) =>
      (await get(`/api/products?pageSize=2&pageIndex=${i}&sort.key=price&sort.order=asc`, admin))
        .json;
    expect((await page(1)).list.map((p) => p.price)).toEqual([150, 299]);
    expect(await page(2)).toMatchObject({ total: 3 });
    expect((await page(2)).list.map((p) => p.price)).toEqual([1200]);
    expect((await page(3)).list).toEqual([]);
  });

  it.each([
    ['pageIndex=abc', 'pageIndex'],
    ['pageIndex=0', 'pageIndex'],
    ['pageSize=1000', 'pageSize'],
    ['pageSize=-5', 'pageSize'],
    ['sort[key]=password&sort[order]=asc', 'sort.key'],
    ['sort.key=name&sort.order=sideways', 'sort.order'],
    [`query=${'x'.repeat(201)}`, 'query'],
    ['pageIndex=1&pageIndex=2', 'pageIndex'],
  ])('answers 400 naming the parameter for %s', async (qs, parameter) => {
    const { status, json } = await get<{ message: string; parameter: string }>(
      `/api/products?${qs}`,
    );
    expect(status).toBe(400);
    expect(json.parameter).toBe(parameter);
    expect(json.message).toContain(parameter);
  });

  it('seeds idempotently', async () => {
    await seedCatalogue(t.app.database.db);
    expect((await get('/api/products', admin)).json.total).toBe(3);
  });
});
