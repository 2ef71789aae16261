import { describe, expect, it } from 'vitest';
import { authorise } from './authorise.ts';

const customer = { userId: 'u-customer', roles: [] };
const admin = { userId: 'u-admin', roles: ['admin'] };
const cardiologist = { userId: 'u-cardiologist', roles: ['cardiologist'] };

describe('authorise', () => {
  it('lets operations staff manage any order, and nobody else', () => {
    expect(authorise(admin, 'orders.manage')).toBe(true);
    expect(authorise(cardiologist, 'orders.manage')).toBe(false);
    expect(authorise(customer, 'orders.manage')).toBe(false);
  });

  it('lets both staff roles read any results, a customer only their own', () => {
    expect(authorise(admin, 'results.read')).toBe(true);
    expect(authorise(cardiologist, 'results.read')).toBe(true);
    expect(authorise(customer, 'results.read')).toBe(false);
    expect(authorise(customer, 'results.read', { ownerId: 'u-customer' })).toBe(true);
    expect(authorise(customer, 'results.read', { ownerId: 'someone-else' })).toBe(false);
  });

  it('keeps review writing to cardiologists and help management to admins', () => {
    expect(authorise(cardiologist, 'reviews.write')).toBe(true);
    expect(authorise(admin, 'reviews.write')).toBe(false);
    expect(authorise(admin, 'help.manage')).toBe(true);
    expect(authorise(cardiologist, 'help.manage')).toBe(false);
  });

  it('does not treat a role name typed differently as the role', () => {
    expect(authorise({ userId: 'x', roles: ['Admin', 'admins'] }, 'orders.manage')).toBe(false);
  });
});
