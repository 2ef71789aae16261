import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const SIGNED_IN = /* GraphQL */ `
  mutation {
    userSignedIn {
      user {
        id
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($input: ProfileInput!) {
    updateProfile(input: $input) {
      errors {
        field
        message
      }
      user {
        id
        firstName
        lastName
        email
        dialCode
        phoneNumber
        address
        city
        postalCode
        country
      }
    }
  }
`;

const ME = /* GraphQL */ `
  {
    me {
      id
      firstName
      lastName
      postalCode
    }
  }
`;

interface Payload {
  updateProfile: {
    errors: { field: string; message: string }[];
    user: Record<string, string> | null;
  };
}

const valid = {
  firstName: 'Alex',
  lastName: 'Taylor-Smith',
  dialCode: '+44',
  phoneNumber: '07700 900123',
  address: '221B Baker Street',
  city: 'London',
  postalCode: 'nw16xe',
  country: 'GB',
};

describe.each(testDatabaseKinds())('updateProfile on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    await t.graphql(SIGNED_IN, undefined, customer);
    await t.graphql(SIGNED_IN, undefined, admin);
  });
  afterAll(() => t.close());

  const update = (input: Record<string, string>, token = customer) =>
    t.graphql<Payload>(UPDATE, { input }, token);

  it('saves the caller’s own profile and normalises a UK postcode', async () => {
    const { body } = await update(valid);
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateProfile.errors).toEqual([]);
    expect(body.data!.updateProfile.user).toMatchObject({
      firstName: 'Alex',
      lastName: 'Taylor-Smith',
      postalCode: 'NW1 6XE',
      email: 'customer@example.com',
    });
    const me = await t.graphql<{ me: Record<string, string> }>(ME, undefined, customer);
    expect(me.body.data!.me).toMatchObject({ lastName: 'Taylor-Smith', postalCode: 'NW1 6XE' });
  });

  it('answers field errors for invalid input and changes nothing', async () => {
    const { body } = await update({
      ...valid,
      firstName: '  ',
      lastName: 'Robert<script>',
      postalCode: 'ABC 123',
      phoneNumber: '12',
      country: 'FR',
    });
    const errors = body.data!.updateProfile.errors;
    expect(body.data!.updateProfile.user).toBeNull();
    expect(errors.map((error) => error.field).sort()).toEqual(
      ['country', 'firstName', 'lastName', 'phoneNumber'].sort(),
    );
    expect(errors.find((error) => error.field === 'firstName')?.message).toBe(
      'Enter your first name.',
    );
    const me = await t.graphql<{ me: Record<string, string> }>(ME, undefined, customer);
    expect(me.body.data!.me.lastName).toBe('Taylor-Smith');
  });

  it('checks the postcode when the country is GB', async () => {
    const { body } = await update({ ...valid, postalCode: '12345' });
    expect(body.data!.updateProfile.errors).toEqual([
      { field: 'postalCode', message: 'Enter a valid UK postcode, such as SW1A 1AA.' },
    ]);
    const ie = await update({ ...valid, country: 'IE', postalCode: 'D02 X285' });
    expect(ie.body.data!.updateProfile.errors).toEqual([]);
    expect(ie.body.data!.updateProfile.user!.postalCode).toBe('D02 X285');
  });

  it('asks for the whole delivery address when part of it is given', async () => {
    const { body } = await update({ ...valid, city: '', postalCode: '' });
    expect(body.data!.updateProfile.errors.map((error) => error.field)).toEqual([
      'city',
      'postalCode',
    ]);
  });

  it('changes only the caller’s profile: another user’s stays as it was', async () => {
    const before = await t.graphql<{ me: Record<string, string> }>(ME, undefined, admin);
    await update({ ...valid, firstName: 'Changed' }, customer);
    const after = await t.graphql<{ me: Record<string, string> }>(ME, undefined, admin);
    expect(after.body.data!.me).toEqual(before.body.data!.me);
    expect(after.body.data!.me.firstName).toBe('Morgan');
  });

  it('offers no way to name another user', async () => {
    const other = await t.graphql<{ me: { id: string } }>(ME, undefined, admin);
    const { body } = await t.graphql(
      /* GraphQL */ `
        mutation ($input: ProfileInput!, $id: ID!) {
          updateProfile(input: $input, id: $id) {
            errors {
              field
            }
          }
        }
      `,
      { input: valid, id: other.body.data!.me.id },
      customer,
    );
    expect(body.errors?.[0]?.message).toMatch(/Unknown argument "id"/);
    const smuggled = await t.graphql<Payload>(
      UPDATE,
      { input: { ...valid, id: other.body.data!.me.id } },
      customer,
    );
    expect(smuggled.body.errors?.[0]?.message).toMatch(/"id" is not defined/);
  });

  it('requires a signed-in user', async () => {
    const { status, body } = await t.graphql(UPDATE, { input: valid });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
