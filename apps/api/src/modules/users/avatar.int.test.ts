import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { AVATAR_UPLOAD_LIMIT } from './routes.ts';

const ME = '{ me { id avatarUrl } }';

async function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 300) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();
}

describe.each(testDatabaseKinds())('avatar endpoint on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    for (const token of [customer, admin])
      await t.graphql('mutation { userSignedIn { user { id } } }', undefined, token);
  });
  afterAll(() => t.close());

  const upload = (body: Uint8Array | string, token: string | undefined, type = 'image/png') =>
    fetch(`${t.url}/api/avatars/me`, {
      method: 'PUT',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  const me = async (token: string) =>
    (await t.graphql<{ me: { id: string; avatarUrl: string | null } }>(ME, undefined, token)).body
      .data!.me;

  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, stores it as a 256×256 square and serves it by its URL',
    async (format) => {
      const response = await upload(await image(format), customer, `image/${format}`);
      expect(response.status).toBe(200);
      const { avatarUrl } = (await response.json()) as { avatarUrl: string };
      const user = await me(customer);
      expect(avatarUrl).toBe(user.avatarUrl);
      expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${user.id}\\?v=[\\w-]{22}$`));

      const served = await fetch(`${t.url}${avatarUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('refuses other formats and disguised files, keeping the old picture', async () => {
    const before = (await me(customer)).avatarUrl!;
    const refused = [
      upload(await image('gif'), customer, 'image/png'),
      upload('<svg xmlns="http://www.w3.org/2000/svg"/>', customer, 'image/png'),
      upload('just some text pretending to be a picture', customer, 'image/jpeg'),
      upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), customer),
      upload(new Uint8Array(), customer),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.status).toBe(415);
      expect(((await response.json()) as { message: string }).message).toBe(
        'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
      );
    }
    expect((await me(customer)).avatarUrl).toBe(before);
    expect((await fetch(`${t.url}${before}`)).status).toBe(200);
  });

  it('refuses a file over 2 MB, keeping the old picture', async () => {
    const before = (await me(customer)).avatarUrl!;
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(await image('png'));
    const response = await upload(big, customer);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than 2 MB/);
    expect((await me(customer)).avatarUrl).toBe(before);
  });

  it('needs a signed-in user to upload', async () => {
    const response = await upload(await image('png'), undefined);
    expect(response.status).toBe(401);
  });

  it('lets nobody overwrite another user’s picture, and an old or guessed URL finds nothing', async () => {
    const mine = (await me(customer)).avatarUrl!;
    const mineBytes = Buffer.from(await (await fetch(`${t.url}${mine}`)).arrayBuffer());
    const customerId = (await me(customer)).id;

    // There is no route that names a user for writing.
    const aimed = await fetch(`${t.url}/api/avatars/${customerId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/png' },
      body: new Uint8Array(await image('png', 50, 50)),
    });
    expect(aimed.status).toBe(404);

    const theirs = await upload(await image('jpeg', 80, 80), admin, 'image/jpeg');
    expect(theirs.status).toBe(200);
    expect((await me(customer)).avatarUrl).toBe(mine);
    const again = Buffer.from(await (await fetch(`${t.url}${mine}`)).arrayBuffer());
    expect(again.equals(mineBytes)).toBe(true);

    const guessed = await fetch(`${t.url}/api/avatars/${customerId}?v=AAAAAAAAAAAAAAAAAAAAAA`);
    expect(guessed.status).toBe(404);
    expect((await fetch(`${t.url}/api/avatars/${customerId}`)).status).toBe(404);

    const replaced = await upload(await image('png', 90, 90), customer);
    const { avatarUrl } = (await replaced.json()) as { avatarUrl: string };
    expect(avatarUrl).not.toBe(mine);
    expect((await fetch(`${t.url}${mine}`)).status).toBe(404);
  });

  it('removes the picture', async () => {
    const url = (await me(customer)).avatarUrl!;
    const response = await fetch(`${t.url}/api/avatars/me`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(response.status).toBe(200);
    expect((await me(customer)).avatarUrl).toBeNull();
    expect((await fetch(`${t.url}${url}`)).status).toBe(404);
  });

  it('limits how often one user can upload', async () => {
    const token = await t.tokenFor('cardiologist@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, token);
    const png = await image('png', 20, 20);
    const statuses: number[] = [];
    for (let i = 0; i <= AVATAR_UPLOAD_LIMIT.limit; i += 1)
      statuses.push((await upload(png, token)).status);
    expect(statuses.slice(0, AVATAR_UPLOAD_LIMIT.limit).every((status) => status === 200)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
