import { describe, expect, it } from 'vitest';
import { toSessionUser, type SignedInUser } from './convert';

const backendUser: SignedInUser = {
  id: '42',
  firstName: 'Alex',
  lastName: 'Taylor',
  email: 'customer@example.com',
  phoneNumber: '7700 900123',
  address: '221 Baker Street',
  city: 'London',
  postalCode: 'NW1 6XE',
  country: 'GB',
};

describe('toSessionUser', () => {
  it('maps the backend user to the session user exactly as the specification lists', () => {
    expect(toSessionUser(backendUser)).toEqual({
      userId: '42',
      phoneNumber: '7700 900123',
      firstName: 'Alex',
      lastName: 'Taylor',
      email: 'customer@example.com',
      deliveryAddress: {
        address: '221 Baker Street',
        city: 'London',
        postcode: 'NW1 6XE',
        country: 'GB',
      },
      avatar: '',
      authority: [],
      password: '',
    });
  });

  it('turns a numeric id into a string', () => {
    expect(toSessionUser({ ...backendUser, id: 7 as unknown as string }).userId).toBe('7');
  });

  it.each(['', '   ', '\t'])('uses GB when the country is empty or blank (%j)', (country) => {
    expect(toSessionUser({ ...backendUser, country }).deliveryAddress?.country).toBe('GB');
  });

  it('keeps any other country as given', () => {
    expect(toSessionUser({ ...backendUser, country: 'IE' }).deliveryAddress?.country).toBe('IE');
  });
});
